import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

/**
 * The service worker runs in a sandbox with a fake `self`: which API requests it answers itself (and so
 * may keep a copy of) and which it leaves to the network untouched. Personal and health data (the child's
 * record and health card, profiles, photos, the export, conversations) must never be kept on the device.
 */
type FetchHandler = (event: unknown) => void;

function loadWorker() {
  const handlers = new Map<string, FetchHandler>();
  const self = {
    location: { origin: 'https://escola.exemplo' },
    addEventListener: (type: string, handler: FetchHandler) => handlers.set(type, handler),
    registration: {},
    clients: {},
  };
  const context = vm.createContext({
    self,
    caches: { match: async () => undefined },
    fetch: () => Promise.reject(new Error('offline')),
    URL,
    Request,
    Response,
    console,
  });
  vm.runInContext(readFileSync(new URL('./sw.js', import.meta.url), 'utf8'), context);
  const onFetch = handlers.get('fetch')!;
  /** Whether the worker takes the request over (network first, keeping a copy) instead of letting it through. */
  return (path: string) => {
    let answered = false;
    onFetch({
      request: { url: `https://escola.exemplo${path}`, method: 'GET', mode: 'cors' },
      respondWith: (answer: Promise<unknown>) => {
        answered = true;
        // Offline and nothing kept: the worker's answer fails, as it would in a browser.
        answer.catch(() => undefined);
      },
      waitUntil: () => undefined,
    });
    return answered;
  };
}

const id = '0b6f1c1e-3a52-4e0b-9d7e-2f1b5f6f4a10';

describe('the service worker and API answers', () => {
  const takesOver = loadWorker();

  it.each([
    [`/api/discente/${id}`],
    [`/api/discente/${id}/ficha`],
    [`/api/discente/${id}/painel`],
    [`/api/discente/${id}/memoria`],
    [`/api/discente/${id}/autorizados`],
    [`/api/discente/${id}/acessos`],
    ['/api/discente'],
    ['/api/responsavel/email/mariana%40lunna.demo'],
    ['/api/responsavel/me'],
    ['/api/conta'],
    ['/api/images?filename=abc.webp'],
    [`/api/memoria/${id}/imagem?tamanho=tela`],
    [`/api/atividade/${id}/imagem`],
    [`/api/privacidade/exportacao/${id}/arquivo`],
    ['/api/lunna-ia/conversa'],
    ['/api/chat/conversas'],
  ])('never keeps %s', (path) => {
    expect(takesOver(path)).toBe(false);
  });

  it.each([
    [`/api/discente/${id}/cardapio`],
    [`/api/discente/${id}/rotina`],
    ['/api/notificacao'],
    ['/api/sessao'],
  ])('keeps an offline copy of %s only (decision 14)', (path) => {
    expect(takesOver(path)).toBe(true);
  });
});
