import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { job, pushSubscription, usuario } from '../../../db/schema';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { MAX_TRIES } from '../../../platform/jobs/job-runner';
import { notificacaoService } from '../notificacao/notificacao.service';
import { JOB_PUSH_ENVIO } from './push.entrega';
import { MAX_DISPOSITIVOS } from './push.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
  t.push.sent.length = 0;
});

const as = (email: string) => TestClient.signedIn(t.app, email);
const db = () => t.database.db;

/** A subscription as `PushSubscription.toJSON()` gives it (a real P-256 point, a random auth secret). */
function subscription(endpoint = `https://push.exemplo.com.br/envio/${crypto.randomUUID()}`) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: crypto.randomBytes(16).toString('base64url'),
    },
  };
}

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

const subscribe = (client: TestClient, body: unknown) =>
  client.request({
    method: 'POST',
    url: '/api/push/inscricao',
    payload: body as never,
    headers: { 'content-type': 'application/json', 'user-agent': CHROME_ANDROID },
  });
const unsubscribe = (client: TestClient, endpoint: unknown) =>
  client.request({
    method: 'DELETE',
    url: '/api/push/inscricao',
    payload: { endpoint } as never,
    headers: { 'content-type': 'application/json' },
  });

const rowOf = async (endpoint: string) =>
  (await db().select().from(pushSubscription).where(eq(pushSubscription.endpoint, endpoint)))[0];
const idOf = async (email: string) =>
  (await db().select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email)))[0]!.id;

/** Ana (educator of Girassol) sends a notice to her class: Mariana's Lucas is in it. */
async function avisoDaAna(importancia: 'Normal' | 'Atenção' | 'Importante', tituloAviso: string) {
  const ana = await as('ana.professora@lunna.demo');
  const girassol = (await ana.get('/api/turma')).json()[0].idTurma as string;
  const res = await ana.post('/api/aviso', {
    tituloAviso,
    conteudoAviso: 'Levar o casaco amanhã, a previsão é de frio.',
    importancia,
    idTurma: girassol,
  });
  expect(res.statusCode).toBe(201);
  await t.app.pushEntrega.idle();
  return res.json().idAviso as string;
}

const sentTo = (endpoint: string) => t.push.sent.filter((s) => s.target.endpoint === endpoint);

describe('/api/push', () => {
  it('401 without a session', async () => {
    const anon = new TestClient(t.app);
    await anon.get('/api/health');
    expect((await anon.get('/api/push/chave')).statusCode).toBe(401);
    expect((await subscribe(anon, subscription())).statusCode).toBe(401);
    expect((await unsubscribe(anon, 'https://push.exemplo.com.br/x')).statusCode).toBe(401);
    expect((await anon.get('/api/push/aparelhos')).statusCode).toBe(401);
    expect(
      (await anon.post('/api/push/inscricao/estado', { endpoint: 'https://push.exemplo.com.br/x' }))
        .statusCode,
    ).toBe(401);
    expect((await anon.delete(`/api/push/aparelhos/${crypto.randomUUID()}`)).statusCode).toBe(401);
  });

  it('gives the public VAPID key to a signed-in person', async () => {
    const res = await (await as('carlos@lunna.demo')).get('/api/push/chave');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ chavePublica: t.push.publicKey });
  });

  it("saves this browser's subscription for the person, with a label of the browser; saving again updates it", async () => {
    const mariana = await as('mariana@lunna.demo');
    const sub = subscription();
    expect((await subscribe(mariana, sub)).statusCode).toBe(200);
    const row = await rowOf(sub.endpoint);
    expect(row).toMatchObject({
      usuarioId: await idOf('mariana@lunna.demo'),
      p256dh: sub.keys.p256dh,
      auth: sub.keys.auth,
      failures: 0,
      lastSuccessAt: null,
    });
    expect(row!.userAgent).toBe('Chrome 140 · Android 14');
    const again = { ...sub, keys: subscription().keys };
    expect((await subscribe(mariana, again)).statusCode).toBe(200);
    const rows = await db()
      .select()
      .from(pushSubscription)
      .where(eq(pushSubscription.endpoint, sub.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.p256dh).toBe(again.keys.p256dh);
  });

  it('refuses a subscription that is not one: 400 VALIDATION naming the field', async () => {
    const carlos = await as('carlos@lunna.demo');
    const good = subscription();
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: 'http://push.exemplo.com.br/x' }, 'endpoint'],
      [{ ...good, endpoint: 'https://127.0.0.1/x' }, 'endpoint'],
      [{ ...good, endpoint: 'https://localhost/x' }, 'endpoint'],
      [{ ...good, endpoint: 'https://push.exemplo.com.br:8443/x' }, 'endpoint'],
      [{ ...good, endpoint: 'não é um endereço' }, 'endpoint'],
      [{ endpoint: good.endpoint }, 'keys'],
      [{ ...good, keys: { auth: good.keys.auth } }, 'keys.p256dh'],
      [{ ...good, keys: { p256dh: good.keys.p256dh, auth: 'a/b+c' } }, 'keys.auth'],
      [{ ...good, keys: { p256dh: 'x'.repeat(300), auth: good.keys.auth } }, 'keys.p256dh'],
    ];
    for (const [body, field] of cases) {
      const res = await subscribe(carlos, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(Object.keys(res.json().fields ?? {})).toContain(field);
    }
    expect(
      await db()
        .select()
        .from(pushSubscription)
        .where(eq(pushSubscription.usuarioId, await idOf('carlos@lunna.demo'))),
    ).toHaveLength(0);
  });

  it("removes one's own subscription; another person's cannot be removed (404, kept), nor an unknown one", async () => {
    const mariana = await as('mariana@lunna.demo');
    const carlos = await as('carlos@lunna.demo');
    const hers = subscription();
    const his = subscription();
    await subscribe(mariana, hers);
    await subscribe(carlos, his);
    const other = await unsubscribe(carlos, hers.endpoint);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
    expect(await rowOf(hers.endpoint)).toBeDefined();
    expect((await unsubscribe(carlos, 'https://push.exemplo.com.br/nunca-existiu')).statusCode).toBe(404);
    expect((await unsubscribe(carlos, his.endpoint)).statusCode).toBe(200);
    expect(await rowOf(his.endpoint)).toBeUndefined();
    expect((await unsubscribe(mariana, hers.endpoint)).statusCode).toBe(200);
    expect(await rowOf(hers.endpoint)).toBeUndefined();
  });

  it("lists one's own devices (never endpoints or keys) and removes one of them; another person's is 404 and stays", async () => {
    const mariana = await as('mariana@lunna.demo');
    const carlos = await as('carlos@lunna.demo');
    const phone = subscription();
    const laptop = subscription();
    const his = subscription();
    const saved = await subscribe(mariana, phone);
    expect(saved.json()).toEqual({ ok: true, idAparelho: expect.any(String) });
    const idPhone = saved.json().idAparelho as string;
    await subscribe(mariana, laptop);
    const idHis = (await subscribe(carlos, his)).json().idAparelho as string;

    const list = await mariana.get('/api/push/aparelhos');
    expect(list.statusCode).toBe(200);
    const aparelhos = list.json() as { idAparelho: string }[];
    expect(aparelhos.map((a) => a.idAparelho)).toContain(idPhone);
    expect(aparelhos.map((a) => a.idAparelho)).not.toContain(idHis);
    expect(aparelhos.find((a) => a.idAparelho === idPhone)).toEqual({
      idAparelho: idPhone,
      descricao: 'Chrome 140 · Android 14',
      ativadoEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      ultimoEnvio: null,
    });
    expect(list.body).not.toContain(phone.endpoint);
    expect(list.body).not.toContain(phone.keys.p256dh);

    // The phone asks whether the server still sends to it: yes, with its id; Carlos asking with her endpoint learns nothing.
    expect((await mariana.post('/api/push/inscricao/estado', { endpoint: phone.endpoint })).json()).toEqual({
      idAparelho: idPhone,
    });
    expect((await carlos.post('/api/push/inscricao/estado', { endpoint: phone.endpoint })).json()).toEqual({
      idAparelho: null,
    });
    const noEndpoint = await mariana.post('/api/push/inscricao/estado', {});
    expect(noEndpoint.statusCode).toBe(400);
    expect(noEndpoint.json()).toMatchObject({ code: 'VALIDATION', fields: { endpoint: expect.any(String) } });

    // Someone else's device, an unknown id, a malformed id.
    const foreign = await mariana.delete(`/api/push/aparelhos/${idHis}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    expect(await rowOf(his.endpoint)).toBeDefined();
    expect((await mariana.delete(`/api/push/aparelhos/${crypto.randomUUID()}`)).statusCode).toBe(404);
    const bad = await mariana.delete('/api/push/aparelhos/nao-e-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', fields: { idAparelho: expect.any(String) } });

    // Removed from the laptop: the phone gets nothing more, and learns it when it asks.
    expect((await mariana.delete(`/api/push/aparelhos/${idPhone}`)).statusCode).toBe(200);
    expect(await rowOf(phone.endpoint)).toBeUndefined();
    expect(await rowOf(laptop.endpoint)).toBeDefined();
    expect((await mariana.post('/api/push/inscricao/estado', { endpoint: phone.endpoint })).json()).toEqual({
      idAparelho: null,
    });
    await unsubscribe(mariana, laptop.endpoint);
    await unsubscribe(carlos, his.endpoint);
  });

  it('a browser that signs in with another account moves to that account (a shared tablet)', async () => {
    const sub = subscription();
    await subscribe(await as('patricia@lunna.demo'), sub);
    await subscribe(await as('carlos@lunna.demo'), sub);
    expect((await rowOf(sub.endpoint))!.usuarioId).toBe(await idOf('carlos@lunna.demo'));
    await unsubscribe(await as('carlos@lunna.demo'), sub.endpoint);
  });

  it(`keeps the ${MAX_DISPOSITIVOS} most recent devices of a person`, async () => {
    const director = await as('diretora@lunna.demo');
    const subs = Array.from({ length: MAX_DISPOSITIVOS + 2 }, () => subscription());
    for (const sub of subs) expect((await subscribe(director, sub)).statusCode).toBe(200);
    const rows = await db()
      .select()
      .from(pushSubscription)
      .where(eq(pushSubscription.usuarioId, await idOf('diretora@lunna.demo')));
    expect(rows).toHaveLength(MAX_DISPOSITIVOS);
    expect(rows.map((r) => r.endpoint)).toContain(subs.at(-1)!.endpoint);
    for (const row of rows) await unsubscribe(director, row.endpoint);
  });
});

describe('web push of new notifications', () => {
  it("an Importante notice reaches the guardian's device when she is not in the app: the bell's text, the link, a tag, nothing else", async () => {
    const mariana = await as('mariana@lunna.demo');
    const sub = subscription();
    await subscribe(mariana, sub);
    const idAviso = await avisoDaAna('Importante', 'Reunião de pais amanhã');
    const sent = sentTo(sub.endpoint);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.target).toEqual({ endpoint: sub.endpoint, keys: sub.keys });
    expect(sent[0]!.message).toEqual({
      title: 'Reunião de pais amanhã',
      body: 'Levar o casaco amanhã, a previsão é de frio.',
      url: `/avisos#aviso-${idAviso}`,
      tag: `aviso-${idAviso}`,
      prioridade: 'Importante',
    });
    const row = await rowOf(sub.endpoint);
    expect(row!.lastSuccessAt).not.toBeNull();
    expect(row!.failures).toBe(0);
    await unsubscribe(mariana, sub.endpoint);
  });

  it('no push to someone with a live socket open (they see it in the app); the others still get theirs', async () => {
    const marianaId = await idOf('mariana@lunna.demo');
    const mariana = await as('mariana@lunna.demo');
    const hers = subscription();
    await subscribe(mariana, hers);
    const online = vi.spyOn(t.app.online, 'estaOnline').mockImplementation(async (id) => id === marianaId);
    await avisoDaAna('Importante', 'Saída mais cedo hoje');
    expect(online).toHaveBeenCalledWith(marianaId);
    expect(sentTo(hers.endpoint)).toHaveLength(0);
    vi.restoreAllMocks();
    await avisoDaAna('Importante', 'Saída mais cedo amanhã');
    expect(sentTo(hers.endpoint)).toHaveLength(1);
    await unsubscribe(mariana, hers.endpoint);
  });

  it('Atenção goes; Normal only when the person asked for Normal on the device too (pushNormal)', async () => {
    const mariana = await as('mariana@lunna.demo');
    const sub = subscription();
    await subscribe(mariana, sub);
    expect((await mariana.get('/api/notificacao/preferencias')).json().pushNormal).toBe(false);
    await avisoDaAna('Atenção', 'Vacinação na escola');
    await avisoDaAna('Normal', 'Foto da turma');
    expect(sentTo(sub.endpoint).map((s) => [s.message.title, s.message.prioridade])).toEqual([
      ['Vacinação na escola', 'Atenção'],
    ]);
    const on = await mariana.put('/api/notificacao/preferencias', { pushNormal: true });
    expect(on.json()).toMatchObject({ pushNormal: true, emailNormal: false });
    await avisoDaAna('Normal', 'Festa junina');
    expect(sentTo(sub.endpoint).at(-1)!.message).toMatchObject({
      title: 'Festa junina',
      prioridade: 'Normal',
    });
    expect((await mariana.put('/api/notificacao/preferencias', { pushNormal: 'sim' })).statusCode).toBe(400);
    await mariana.put('/api/notificacao/preferencias', { pushNormal: false });
    await unsubscribe(mariana, sub.endpoint);
  });

  it('a subscription the push service says is gone (410, 404) is deleted; other failures are counted, a success resets them', async () => {
    const mariana = await as('mariana@lunna.demo');
    const gone = subscription();
    const lost = subscription();
    const flaky = subscription();
    for (const sub of [gone, lost, flaky]) await subscribe(mariana, sub);
    t.push.answer(gone.endpoint, { status: 'gone', statusCode: 410 });
    t.push.answer(lost.endpoint, { status: 'gone', statusCode: 404 });
    t.push.answer(flaky.endpoint, { status: 'failed', statusCode: 503, reason: 'push service answered 503' });
    await avisoDaAna('Importante', 'Passeio cancelado');
    expect(await rowOf(gone.endpoint)).toBeUndefined();
    expect(await rowOf(lost.endpoint)).toBeUndefined();
    await avisoDaAna('Importante', 'Passeio remarcado');
    expect((await rowOf(flaky.endpoint))!.failures).toBe(2);
    t.push.answer(flaky.endpoint, { status: 'sent', statusCode: 201 });
    await avisoDaAna('Importante', 'Passeio confirmado');
    expect(await rowOf(flaky.endpoint)).toMatchObject({ failures: 0 });
    expect((await rowOf(flaky.endpoint))!.lastSuccessAt).not.toBeNull();
    await unsubscribe(mariana, flaky.endpoint);
  });

  it('a notification whose transaction rolls back sends nothing and schedules no push job', async () => {
    const mariana = await as('mariana@lunna.demo');
    const sub = subscription();
    await subscribe(mariana, sub);
    const { escolaId, usuarioId } = (await rowOf(sub.endpoint))!;
    const jobsBefore = (await db().select().from(job).where(eq(job.tipo, JOB_PUSH_ENVIO))).length;
    await expect(
      db().transaction(async (tx) => {
        await notificacaoService.record(tx, [usuarioId], {
          escolaId,
          prioridade: 'Importante',
          tipo: 'aviso',
          titulo: 'Nunca',
          texto: 'Desfeito',
          link: '/avisos',
          refId: null,
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.app.pushEntrega.idle();
    expect(t.push.sent).toHaveLength(0);
    expect(await db().select().from(job).where(eq(job.tipo, JOB_PUSH_ENVIO))).toHaveLength(jobsBefore);
    await unsubscribe(mariana, sub.endpoint);
  });

  it('a push the service fails is retried with a growing delay, and given up after MAX_TRIES', async () => {
    const mariana = await as('mariana@lunna.demo');
    const sub = subscription();
    await subscribe(mariana, sub);
    t.push.answer(sub.endpoint, { status: 'failed', statusCode: 503, reason: 'push service answered 503' });
    await avisoDaAna('Importante', 'Piquenique adiado');
    expect(sentTo(sub.endpoint)).toHaveLength(1);
    const { id: idAssinatura } = (await rowOf(sub.endpoint))!;
    const jobRow = async () =>
      (await db().select().from(job).where(eq(job.tipo, JOB_PUSH_ENVIO))).find(
        (j) => j.payload.idAssinatura === idAssinatura,
      )!;
    // Not again at once: the retry waits.
    await t.app.jobs.runDue(t.clock.now(), [JOB_PUSH_ENVIO]);
    expect(sentTo(sub.endpoint)).toHaveLength(1);
    const delays: number[] = [];
    for (let tentativa = 2; tentativa <= MAX_TRIES; tentativa++) {
      const { travadoAte } = await jobRow();
      delays.push(travadoAte!.getTime() - t.clock.now().getTime());
      t.clock.set(new Date(travadoAte!.getTime() + 1));
      await t.app.jobs.runDue(t.clock.now(), [JOB_PUSH_ENVIO]);
      expect(sentTo(sub.endpoint)).toHaveLength(tentativa);
    }
    // Each wait longer than the one before.
    for (let i = 1; i < delays.length; i++) expect(delays[i]!).toBeGreaterThan(delays[i - 1]!);
    expect(await jobRow()).toMatchObject({ status: 'falhou', tentativas: MAX_TRIES });
    expect((await rowOf(sub.endpoint))!.failures).toBe(MAX_TRIES);
    t.clock.set(new Date(t.clock.now().getTime() + 24 * 3600_000));
    await t.app.jobs.runDue(t.clock.now(), [JOB_PUSH_ENVIO]);
    expect(sentTo(sub.endpoint)).toHaveLength(MAX_TRIES);
    t.clock.reset();
    await unsubscribe(mariana, sub.endpoint);
  });

  it('a transient failure, then success: the retry sends once more and the job is done', async () => {
    const mariana = await as('mariana@lunna.demo');
    const sub = subscription();
    await subscribe(mariana, sub);
    t.push.answer(sub.endpoint, { status: 'failed', statusCode: 500, reason: 'push service answered 500' });
    await avisoDaAna('Importante', 'Aula de música');
    t.push.answer(sub.endpoint, { status: 'sent', statusCode: 201 });
    t.clock.set(new Date(t.clock.now().getTime() + 10 * 60_000));
    await t.app.jobs.runDue(t.clock.now(), [JOB_PUSH_ENVIO]);
    t.clock.reset();
    expect(sentTo(sub.endpoint).map((s) => s.message.title)).toEqual(['Aula de música', 'Aula de música']);
    expect((await rowOf(sub.endpoint))!.failures).toBe(0);
    await unsubscribe(mariana, sub.endpoint);
  });
});
