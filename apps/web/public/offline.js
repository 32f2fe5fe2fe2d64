/* global window, document, caches */
// The offline page (shown by the service worker when a page cannot load): try again by hand or as soon as
// the connection comes back, and link to the pages this device can still open from its saved copies.
(function () {
  // Leaving for a saved page: nothing may reload this page under that navigation.
  var leaving = false;
  document.addEventListener('click', function (event) {
    if (event.target.closest && event.target.closest('a[href]')) leaving = true;
  });
  document.getElementById('tentar').addEventListener('click', function () {
    window.location.reload();
  });

  // The 'online' event says a network interface is up, not that the school's server answers (and the
  // browser can send it while it is still offline): reload only once the server really answers. Checked
  // again every few seconds, since a Wi-Fi that comes back without internet sends no second event.
  var checking = false;
  function openWhenBack() {
    if (checking || leaving) return;
    checking = true;
    fetch('/api/health', { cache: 'no-store' })
      .then(function (response) {
        if (response.ok && !leaving) window.location.reload();
      })
      .catch(function () {
        // Still offline: the next event or tick tries again.
      })
      .then(function () {
        checking = false;
      });
  }
  window.addEventListener('online', openWhenBack);
  window.setInterval(openWhenBack, 5000);
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
