/* global window, document, caches */
// The offline page (shown by the service worker when a page cannot load): try again by hand or as soon as
// the connection comes back, and link to the pages this device can still open from its saved copies.
(function () {
  document.getElementById('tentar').addEventListener('click', function () {
    window.location.reload();
  });
  window.addEventListener('online', function () {
    window.location.reload();
  });
  if (!('caches' in window)) return;
  caches
    .open('lunna-api-v1')
    .then(function (cache) {
      return cache.keys();
    })
    .then(function (requests) {
      var paths = requests.map(function (r) {
        return new URL(r.url).pathname;
      });
      var any = false;
      [
        ['salvo-cardapio', /\/cardapio$/],
        ['salvo-rotina', /\/rotina$/],
      ].forEach(function (item) {
        var found = paths.some(function (p) {
          return p.indexOf('/api/discente/') === 0 && item[1].test(p);
        });
        if (found) {
          document.getElementById(item[0]).hidden = false;
          any = true;
        }
      });
      if (any) document.getElementById('salvo').hidden = false;
    })
    .catch(function () {
      // Nothing saved to offer: the page stays as it is.
    });
})();
