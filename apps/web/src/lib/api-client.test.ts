import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('./i18n', () => ({ default: { t: (key: string) => key } }));

const { ApiError, apiRequest } = await import('./api-client');
const { onReauthNeeded } = await import('./reauth');

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const needsPassword = () =>
  answer(403, {
    code: 'REAUTENTICACAO_NECESSARIA',
    message: 'Por segurança, digite sua senha de novo para continuar.',
  });

describe('an action that needs the password typed again', () => {
  let off: (() => void) | undefined;
  afterEach(() => {
    off?.();
    vi.unstubAllGlobals();
  });

  it('asks for it once, then sends the same request again', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(needsPassword())
      .mockResolvedValueOnce(answer(200, { ok: true }));
    vi.stubGlobal('fetch', fetch);
    const ask = vi.fn(async () => true);
    off = onReauthNeeded(ask);
    await expect(apiRequest('/api/privacidade/exportacao')).resolves.toEqual({ ok: true });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls.map((c) => c[0])).toEqual([
      '/api/privacidade/exportacao',
      '/api/privacidade/exportacao',
    ]);
  });

  it('cancelled, the action fails with the server’s code; refused again after confirming, it is not asked twice', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(needsPassword()));
    off = onReauthNeeded(async () => false);
    await expect(apiRequest('/api/seguranca/totp')).rejects.toMatchObject({
      status: 403,
      code: 'REAUTENTICACAO_NECESSARIA',
    });
    off();

    const fetch = vi.fn().mockResolvedValueOnce(needsPassword()).mockResolvedValueOnce(needsPassword());
    vi.stubGlobal('fetch', fetch);
    const ask = vi.fn(async () => true);
    off = onReauthNeeded(ask);
    const error = await apiRequest('/api/seguranca/totp').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('two requests refused at once share one dialog', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn(async () => answer(200, {}))
        .mockResolvedValueOnce(needsPassword())
        .mockResolvedValueOnce(needsPassword()),
    );
    let confirm: (ok: boolean) => void = () => {};
    const ask = vi.fn(() => new Promise<boolean>((resolve) => (confirm = resolve)));
    off = onReauthNeeded(ask);
    const both = Promise.all([apiRequest('/api/a'), apiRequest('/api/b')]);
    await vi.waitFor(() => expect(ask).toHaveBeenCalled());
    confirm(true);
    await expect(both).resolves.toEqual([{}, {}]);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('without a dialog (nobody registered), the error is the server’s', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(needsPassword()));
    await expect(apiRequest('/api/privacidade/exportacao')).rejects.toMatchObject({
      code: 'REAUTENTICACAO_NECESSARIA',
    });
  });
});

describe('an instance shedding load (503 SOBRECARGA: refused before anything was done)', () => {
  const shed = () =>
    new Response(JSON.stringify({ code: 'SOBRECARGA', message: 'O Lunna está com muitos acessos agora.' }), {
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': '2' },
    });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends the same request again after Retry-After, a write included', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=t' });
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(shed())
      .mockResolvedValueOnce(answer(201, { id: 7 }));
    vi.stubGlobal('fetch', fetch);
    const result = apiRequest('/api/aviso', { method: 'POST', json: { titulo: 'x' } });
    await vi.advanceTimersByTimeAsync(1_900);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toEqual({ id: 7 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after two more tries with the server’s message', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => shed());
    vi.stubGlobal('fetch', fetch);
    const result = apiRequest('/api/discente').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await result).toMatchObject({ status: 503, code: 'SOBRECARGA' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('a database outage (503 SERVICO_INDISPONIVEL) is not resent here: the write may not be repeatable', async () => {
    vi.stubGlobal('document', { cookie: '' });
    const fetch = vi.fn().mockResolvedValueOnce(answer(503, { code: 'SERVICO_INDISPONIVEL', message: 'x' }));
    vi.stubGlobal('fetch', fetch);
    await expect(apiRequest('/api/aviso', { method: 'POST', json: {} })).rejects.toMatchObject({
      code: 'SERVICO_INDISPONIVEL',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
