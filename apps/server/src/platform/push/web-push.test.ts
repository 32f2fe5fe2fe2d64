import crypto from 'node:crypto';
import type { PushMensagem } from '@lunna/contract';
import { describe, expect, it } from 'vitest';
import { pushMessageFor, wantsPush } from '../../contexts/comunicacao/push/push.mensagem';
import { deliveryOptions } from './push';
import { createWebPushSender, generateVapidKeys } from './web-push';

/** A browser's side of a subscription: its key pair and auth secret. */
function browser() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

/** What the browser does with a message: RFC 8291 (Web Push encryption) over RFC 8188 (aes128gcm), one record. */
function decrypt(body: Uint8Array, receiver: ReturnType<typeof browser>): string {
  const buf = Buffer.from(body);
  const salt = buf.subarray(0, 16);
  const idLength = buf.readUInt8(20);
  const senderPublic = buf.subarray(21, 21 + idLength);
  const ciphertext = buf.subarray(21 + idLength);
  const shared = receiver.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, receiver.auth, keyInfo, 32));
  const cek = Buffer.from(
    crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

type Captured = { url: string; init: RequestInit };

function capture(status: number) {
  const requests: Captured[] = [];
  const fetchStub = (async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} });
    return new Response(status === 201 ? null : 'x', { status });
  }) as typeof fetch;
  return { requests, fetchStub };
}

const message: PushMensagem = {
  title: 'Reunião de pais',
  body: 'Amanhã às 18h na sala da turma.',
  url: '/avisos#aviso-1',
  tag: 'aviso-1',
  prioridade: 'Importante',
};
const vapid = generateVapidKeys();

describe('the Web Push adapter', () => {
  it('posts the message as JSON, encrypted to the browser (aes128gcm), with VAPID, TTL and urgency from the priority', async () => {
    const receiver = browser();
    const { requests, fetchStub } = capture(201);
    const sender = createWebPushSender({ ...vapid, subject: 'mailto:suporte@lunna.app', fetch: fetchStub });
    const result = await sender.send(
      { endpoint: 'https://push.exemplo.com.br/envio/abc', keys: receiver.keys },
      message,
    );
    expect(result).toEqual({ status: 'sent', statusCode: 201 });
    expect(requests).toHaveLength(1);
    const { url, init } = requests[0]!;
    expect(url).toBe('https://push.exemplo.com.br/envio/abc');
    expect(init.method).toBe('POST');
    expect(init.redirect).toBe('error');
    const headers = init.headers as Record<string, string>;
    expect(headers['Content-Encoding']).toBe('aes128gcm');
    expect(headers.TTL).toBe(String(2 * 24 * 3600));
    expect(headers.Urgency).toBe('high');
    expect(headers.Authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    );
    // The push service sees only ciphertext; the browser reads exactly the five fields.
    const body = init.body as Uint8Array;
    expect(Buffer.from(body).includes(Buffer.from('Reunião'))).toBe(false);
    expect(JSON.parse(decrypt(body, receiver))).toEqual(message);
  });

  it('signs for the push service’s origin, with the subject given', async () => {
    const { requests, fetchStub } = capture(201);
    const sender = createWebPushSender({ ...vapid, subject: 'mailto:suporte@lunna.app', fetch: fetchStub });
    await sender.send({ endpoint: 'https://fcm.googleapis.com/fcm/send/xyz', keys: browser().keys }, message);
    const token = (requests[0]!.init.headers as Record<string, string>).Authorization!.split(/[ ,=]+/)[2]!;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
    expect(claims).toMatchObject({ aud: 'https://fcm.googleapis.com', sub: 'mailto:suporte@lunna.app' });
    expect(sender.publicKey).toBe(vapid.publicKey);
  });

  it.each([
    [410, { status: 'gone', statusCode: 410 }],
    [404, { status: 'gone', statusCode: 404 }],
    [429, { status: 'failed', statusCode: 429, reason: 'push service answered 429' }],
    [500, { status: 'failed', statusCode: 500, reason: 'push service answered 500' }],
  ])('maps the push service answering %i', async (status, expected) => {
    const { fetchStub } = capture(status);
    const sender = createWebPushSender({ ...vapid, subject: 'mailto:suporte@lunna.app', fetch: fetchStub });
    expect(
      await sender.send({ endpoint: 'https://push.exemplo.com.br/x', keys: browser().keys }, message),
    ).toEqual(expected);
  });

  it('a network error or a slow push service is a failure, not an exception', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const slow = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      )) as typeof fetch;
    const target = { endpoint: 'https://push.exemplo.com.br/x', keys: browser().keys };
    expect(
      await createWebPushSender({ ...vapid, subject: 'mailto:a@b.c', fetch: failing }).send(target, message),
    ).toEqual({ status: 'failed', statusCode: null, reason: 'network error' });
    expect(
      await createWebPushSender({ ...vapid, subject: 'mailto:a@b.c', fetch: slow, timeoutMs: 20 }).send(
        target,
        message,
      ),
    ).toEqual({ status: 'failed', statusCode: null, reason: 'timeout' });
  });

  it('keys no browser could have made are a failure before anything is sent', async () => {
    const { requests, fetchStub } = capture(201);
    const sender = createWebPushSender({ ...vapid, subject: 'mailto:a@b.c', fetch: fetchStub });
    const result = await sender.send(
      { endpoint: 'https://push.exemplo.com.br/x', keys: { p256dh: 'AAAA', auth: 'AAAA' } },
      message,
    );
    expect(result).toMatchObject({ status: 'failed', statusCode: null });
    expect(requests).toHaveLength(0);
  });

  it('keeps a message longer and wakes the device sooner the more important it is', () => {
    expect(deliveryOptions('Importante')).toEqual({ ttlSeconds: 172800, urgency: 'high' });
    expect(deliveryOptions('Atenção')).toEqual({ ttlSeconds: 86400, urgency: 'normal' });
    expect(deliveryOptions('Normal')).toEqual({ ttlSeconds: 43200, urgency: 'low' });
  });
});

describe('the push message of a notification', () => {
  const n = {
    id: '5b1f0c1e-0000-4000-8000-000000000001',
    prioridade: 'Atenção' as const,
    tipo: 'alerta' as const,
    titulo: 'Lucas precisa de atenção: Febre',
    texto: 'Temperatura de 38,2 °C às 10h; a escola ligou para a família.',
    link: '/dashboard',
    refId: '5b1f0c1e-0000-4000-8000-0000000000aa',
  };

  it('is the bell’s title and text, the link, a tag naming the item, and the priority: nothing else', () => {
    expect(pushMessageFor(n)).toEqual({
      title: n.titulo,
      body: n.texto,
      url: '/dashboard',
      tag: `alerta-${n.refId}`,
      prioridade: 'Atenção',
    });
    expect(pushMessageFor({ ...n, refId: null }).tag).toBe(`alerta-${n.id}`);
  });

  it('is short enough for a lock screen', () => {
    const long = pushMessageFor({ ...n, titulo: 'T'.repeat(300), texto: 'x '.repeat(400) });
    expect(long.title.length).toBeLessThanOrEqual(120);
    expect(long.body.length).toBeLessThanOrEqual(240);
    expect(long.body.endsWith('…')).toBe(true);
  });

  it('opens only a page of the app', () => {
    for (const link of [
      'https://evil.example/x',
      '//evil.example/x',
      'javascript:alert(1)',
      '/\\evil.example',
    ]) {
      expect(pushMessageFor({ ...n, link }).url).toBe('/dashboard');
    }
    expect(pushMessageFor({ ...n, link: '/avisos#aviso-9' }).url).toBe('/avisos#aviso-9');
  });

  it('goes for Importante and Atenção always, for Normal only when asked', () => {
    expect(wantsPush('Importante', { pushNormal: false })).toBe(true);
    expect(wantsPush('Atenção', { pushNormal: false })).toBe(true);
    expect(wantsPush('Normal', { pushNormal: false })).toBe(false);
    expect(wantsPush('Normal', { pushNormal: true })).toBe(true);
  });
});
