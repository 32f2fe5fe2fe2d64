import crypto from 'node:crypto';
import { cnpjFromBase, msg } from '@lunna/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assinatura, conviteEquipe, escola, pagamento } from '../../../db/schema';
import { startFakePayPal, type FakePayPal } from '../../../platform/payments/paypal-fake-server';
import { otherSchoolStaff } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** `t`: the default sandbox provider. `tp`: the same database, PayPal pointed at a fake on loopback. */
let t: TestApp;
let tp: TestApp;
let fake: FakePayPal;
beforeAll(async () => {
  fake = await startFakePayPal();
  t = await createTestApp();
  tp = await createTestApp({ sameDatabaseAs: t, env: { ...fake.env(), PAYPAL_TIMEOUT_MS: '800' } });
});
afterAll(async () => {
  await tp.close();
  await t.close();
  await fake.close();
});
afterEach(() => {
  t.clock.reset();
  fake.delayMs = 0;
});

const db = () => t.database.db;
const novoCnpj = () =>
  cnpjFromBase(String(crypto.randomInt(100_000, 999_999)) + String(crypto.randomInt(100_000, 999_999)));
let n = 0;
const pedido = (overrides: Record<string, unknown> = {}) => ({
  plano: 'brincadeira',
  periodo: 'mensal',
  nomeEscola: `Creche Arco-Íris ${++n}`,
  cnpj: novoCnpj(),
  nomeDiretor: 'Lúcia Andrade',
  emailDiretor: `lucia.${n}.${crypto.randomInt(1e6)}@exemplo.com.br`,
  numeroAlunos: 120,
  ...overrides,
});
const chave = () => `chave-${crypto.randomUUID()}`;

const anon = (app: TestApp = t) => new TestClient(app.app);
const criar = (body: unknown, app: TestApp = t) => anon(app).post('/api/pagamento/pedido', body);
const capturar = (id: string, key: string | null, app: TestApp = t, client = anon(app)) =>
  client.request({
    method: 'POST',
    url: `/api/pagamento/pedido/${id}/captura`,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
const decidir = (id: string, decisao: 'aprovar' | 'recusar', app: TestApp = t, client = anon(app)) =>
  client.post(`/api/pagamento/sandbox/${id}/decisao`, { decisao });

/** Rows that a checkout writes, to prove a refused one wrote nothing. */
async function contagens() {
  const [[p], [e], [a], [c]] = await Promise.all([
    db().select({ n: count() }).from(pagamento),
    db().select({ n: count() }).from(escola),
    db().select({ n: count() }).from(assinatura),
    db().select({ n: count() }).from(conviteEquipe),
  ]);
  return { pagamento: p!.n, escola: e!.n, assinatura: a!.n, convite: c!.n };
}

/** What a payment granted: its school (by CNPJ), subscriptions and the director's invitations and e-mails. */
async function concedido(cnpj: string, email: string, idPagamento: string, app: TestApp = t) {
  const escolas = await db().select().from(escola).where(eq(escola.cnpj, cnpj));
  const assinaturas = await db().select().from(assinatura).where(eq(assinatura.pagamentoId, idPagamento));
  const convites = await db().select().from(conviteEquipe).where(eq(conviteEquipe.email, email));
  return { escolas, assinaturas, convites, mails: app.mail.filter((m) => m.to === email) };
}

const row = async (id: string) => (await db().select().from(pagamento).where(eq(pagamento.id, id)))[0]!;

describe('GET /api/pagamento/config', () => {
  it('names the sandbox by default and PayPal with its public client id (never the secret)', async () => {
    expect((await anon().get('/api/pagamento/config')).json()).toEqual({
      provedor: 'sandbox',
      clientId: null,
      moeda: 'BRL',
    });
    const paypal = await anon(tp).get('/api/pagamento/config');
    expect(paypal.json()).toEqual({ provedor: 'paypal', clientId: fake.clientId, moeda: 'BRL' });
    expect(paypal.body).not.toContain(fake.clientSecret);
  });
});

describe('POST /api/pagamento/pedido', () => {
  it('charges what the server decides: a tampered price in the browser changes nothing (PayPal receives 1440.00)', async () => {
    const body = pedido({
      valor: 0.01,
      preco: 0.01,
      precodesconto: 0.01,
      valorCentavos: 1,
      cnpj: novoCnpj().replace(/\D/g, ''),
    });
    const res = await criar(body, tp);
    expect(res.statusCode).toBe(201);
    const criado = res.json();
    expect(criado).toEqual({
      idPagamento: expect.any(String),
      provedor: 'paypal',
      pedidoProvedor: expect.any(String),
      valor: 1440,
      moeda: 'BRL',
      descricao: 'Plano Brincadeira mensal',
    });
    const create = fake.requests.filter((r) => r.path === '/v2/checkout/orders').at(-1)!;
    expect(JSON.parse(create.body).purchase_units).toEqual([
      {
        reference_id: criado.idPagamento,
        description: 'Plano Brincadeira mensal',
        amount: { currency_code: 'BRL', value: '1440.00' },
      },
    ]);
    expect(await row(criado.idPagamento)).toMatchObject({
      status: 'criado',
      provedor: 'paypal',
      pedidoProvedor: criado.pedidoProvedor,
      valorCentavos: 144_000,
      moeda: 'BRL',
      escolaId: null,
      dadosEscola: {
        nomeEscola: body.nomeEscola,
        cnpj: expect.stringMatching(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/),
        nomeDiretor: 'Lúcia Andrade',
        emailDiretor: body.emailDiretor,
      },
    });
  });

  it('prices the period and, for Crescer, the students', async () => {
    const anual = (await criar(pedido({ periodo: 'anual' }))).json();
    expect(anual).toMatchObject({ valor: 13_824, descricao: 'Plano Brincadeira anual' }); // 1440 × 12 − 20 %
    const semestral = (await criar(pedido({ plano: 'sementinha', periodo: 'semestral' }))).json();
    expect(semestral.valor).toBe(4860); // 900 × 6 − 10 %
    const crescer = (await criar(pedido({ plano: 'crescer', numeroAlunos: 1200 }))).json();
    expect(crescer).toMatchObject({ valor: 1200, descricao: 'Plano Crescer mensal, 1.200 alunos' });
  });

  it('refuses a tampered or unknown plan, students outside the limits and a CNPJ with wrong digits, writing nothing', async () => {
    const before = await contagens();
    const creates = fake.requests.length;

    const plano = await criar(pedido({ plano: 'brincadeira-gratis' }), tp);
    expect(plano.statusCode).toBe(400);
    expect(plano.json()).toMatchObject({ code: 'VALIDATION', fields: { plano: msg.planoDesconhecido } });

    const acima = await criar(pedido({ plano: 'sementinha', numeroAlunos: 451 }), tp);
    expect(acima.statusCode).toBe(400);
    expect(acima.json().fields.numeroAlunos).toBe(
      'O plano Sementinha atende até 450 alunos. Escolha o próximo plano.',
    );

    const abaixo = await criar(pedido({ plano: 'crescer', numeroAlunos: 500 }), tp);
    expect(abaixo.statusCode).toBe(400);
    expect(abaixo.json().fields.numeroAlunos).toBe('O plano Crescer é para escolas a partir de 961 alunos');

    const valid = novoCnpj();
    const wrongDigit = `${valid.slice(0, -1)}${(Number(valid.at(-1)) + 1) % 10}`;
    const cnpj = await criar(pedido({ cnpj: wrongDigit }), tp);
    expect(cnpj.statusCode).toBe(400);
    expect(cnpj.json()).toMatchObject({ code: 'VALIDATION', fields: { cnpj: msg.cnpjInvalido } });

    const zero = await criar(pedido({ numeroAlunos: 0 }), tp);
    expect(zero.json().fields.numeroAlunos).toBe(msg.numeroAlunosInvalido);
    const periodo = await criar(pedido({ periodo: 'vitalicio' }), tp);
    expect(periodo.json().fields.periodo).toBe(msg.periodoInvalido);

    expect(await contagens()).toEqual(before);
    expect(fake.requests.length).toBe(creates);
  });

  it('refuses the CNPJ of an existing school and the e-mail of an existing account (409), writing nothing', async () => {
    const cnpj = novoCnpj();
    await db()
      .insert(escola)
      .values({ nome: 'Creche Existente', codigo: `EX${crypto.randomInt(1000, 9999)}`, cnpj });
    const before = await contagens();
    const emUso = await criar(pedido({ cnpj: cnpj.replace(/\D/g, '') }));
    expect(emUso.statusCode).toBe(409);
    expect(emUso.json()).toMatchObject({ code: 'CONFLICT', fields: { cnpj: msg.cnpjEmUso } });
    const email = await criar(pedido({ emailDiretor: ' Diretora@Lunna.demo ' }));
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({ code: 'CONFLICT', fields: { emailDiretor: msg.emailDuplicado } });
    expect(await contagens()).toEqual(before);
  });
});

describe('rate limit', () => {
  it('limits orders per client address', async () => {
    const limited = await createTestApp({ sameDatabaseAs: t, env: { RATE_LIMIT_LOOKUP: '2' } });
    try {
      const from = (ip: string) =>
        anon(limited).request({
          method: 'POST',
          url: '/api/pagamento/pedido',
          payload: pedido(),
          headers: { 'content-type': 'application/json' },
          remoteAddress: ip,
        });
      expect((await from('198.51.100.7')).statusCode).toBe(201);
      expect((await from('198.51.100.7')).statusCode).toBe(201);
      const third = await from('198.51.100.7');
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
      expect((await from('198.51.100.8')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('sandbox checkout', () => {
  it('approve → capture: the school, its subscription and the director invited by e-mail, in one go', async () => {
    t.clock.set(new Date('2026-01-31T12:00:00Z'));
    const body = pedido({ emailDiretor: `Diretor.Novo.${n}@Exemplo.com.br` });
    const email = body.emailDiretor.toLowerCase();
    const { idPagamento } = (await criar(body)).json();
    expect((await decidir(idPagamento, 'aprovar')).json()).toEqual({ ok: true });
    const key = chave();
    const res = await capturar(idPagamento, key);
    expect(res.statusCode).toBe(200);
    const resposta = res.json();
    expect(resposta).toEqual({
      status: 'capturado',
      plano: 'brincadeira',
      periodo: 'mensal',
      valor: 1440,
      pagoAte: expect.any(String),
      emailDiretor: email,
    });
    // A month from 31 January is the end of February (the clock keeps running from the instant it was set to).
    const near = (at: Date | string, iso: string) =>
      expect(Math.abs(new Date(at).getTime() - Date.parse(iso))).toBeLessThan(5_000);
    near(resposta.pagoAte, '2026-02-28T12:00:00Z');

    const g = await concedido(body.cnpj, email, idPagamento);
    expect(g.escolas).toHaveLength(1);
    const nova = g.escolas[0]!;
    expect(nova).toMatchObject({ nome: body.nomeEscola, email, aprovarVinculos: true });
    expect(nova.codigo).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(g.assinaturas).toEqual([
      expect.objectContaining({
        escolaId: nova.id,
        planoId: 'brincadeira',
        periodo: 'mensal',
        numeroAlunos: 120,
        valorCentavos: 144_000,
      }),
    ]);
    near(g.assinaturas[0]!.inicio, '2026-01-31T12:00:00Z');
    expect(g.assinaturas[0]!.pagoAte.toISOString()).toBe(resposta.pagoAte);
    expect(await row(idPagamento)).toMatchObject({
      status: 'capturado',
      escolaId: nova.id,
      chaveIdempotencia: key,
      capturaProvedor: expect.stringMatching(/^SANDBOX-CAPTURE-/),
      concluidoEm: expect.any(Date),
    });
    expect(g.convites).toEqual([
      expect.objectContaining({ escolaId: nova.id, papel: 'gestor', nome: 'Lúcia Andrade', aceitoEm: null }),
    ]);
    expect(g.mails).toHaveLength(1);
    expect(g.mails[0]!.text).toMatch(/\/convite-equipe\?token=[\w-]+/);
    expect(g.mails[0]!.text).toContain(body.nomeEscola);
  });

  it('a retried capture (same key, another key, several at once) records one subscription and answers alike', async () => {
    const body = pedido();
    const { idPagamento } = (await criar(body)).json();
    await decidir(idPagamento, 'aprovar');
    const key = chave();
    const concurrent = await Promise.all([
      capturar(idPagamento, key),
      capturar(idPagamento, chave()),
      capturar(idPagamento, key),
      capturar(idPagamento, chave()),
    ]);
    const first = concurrent[0]!.json();
    for (const res of concurrent) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(first);
    }
    const again = await capturar(idPagamento, key);
    const other = await capturar(idPagamento, chave());
    expect(again.json()).toEqual(first);
    expect(other.json()).toEqual(first);

    const g = await concedido(body.cnpj, body.emailDiretor, idPagamento);
    expect(g.escolas).toHaveLength(1);
    expect(g.assinaturas).toHaveLength(1);
    expect(g.convites).toHaveLength(1);
    expect(g.mails).toHaveLength(1);
  });

  it('a capture before the visitor approves is refused (402) and the order stays open', async () => {
    const body = pedido();
    const { idPagamento } = (await criar(body)).json();
    const res = await capturar(idPagamento, chave());
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'PAGAMENTO_RECUSADO', message: msg.pagamentoNaoAprovado });
    expect((await row(idPagamento)).status).toBe('criado');
    expect((await concedido(body.cnpj, body.emailDiretor, idPagamento)).escolas).toHaveLength(0);
    await decidir(idPagamento, 'aprovar');
    expect((await capturar(idPagamento, chave())).statusCode).toBe(200);
  });

  it('declined in the sandbox: 402 and nothing granted, also on retry', async () => {
    const body = pedido();
    const { idPagamento } = (await criar(body)).json();
    await decidir(idPagamento, 'recusar');
    const res = await capturar(idPagamento, chave());
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'PAGAMENTO_RECUSADO', message: msg.pagamentoRecusado });
    expect(await row(idPagamento)).toMatchObject({
      status: 'recusado',
      motivo: 'INSTRUMENT_DECLINED',
      escolaId: null,
    });
    expect((await capturar(idPagamento, chave())).statusCode).toBe(402);
    expect((await decidir(idPagamento, 'aprovar')).statusCode).toBe(409);
    const g = await concedido(body.cnpj, body.emailDiretor, idPagamento);
    expect([g.escolas, g.assinaturas, g.convites, g.mails].map((x) => x.length)).toEqual([0, 0, 0, 0]);
  });

  it('cancelled: a later capture answers 409 PAGAMENTO_CANCELADO and grants nothing', async () => {
    const body = pedido();
    const { idPagamento } = (await criar(body)).json();
    await decidir(idPagamento, 'aprovar');
    expect((await anon().post(`/api/pagamento/pedido/${idPagamento}/cancelar`)).json()).toEqual({ ok: true });
    expect((await anon().post(`/api/pagamento/pedido/${idPagamento}/cancelar`)).statusCode).toBe(200);
    const res = await capturar(idPagamento, chave());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAGAMENTO_CANCELADO', message: msg.pagamentoCancelado });
    expect((await decidir(idPagamento, 'aprovar')).json().code).toBe('PAGAMENTO_CANCELADO');
    expect((await row(idPagamento)).status).toBe('cancelado');
    expect((await concedido(body.cnpj, body.emailDiretor, idPagamento)).escolas).toHaveLength(0);
  });

  it('a captured payment cannot be cancelled', async () => {
    const { idPagamento } = (await criar(pedido())).json();
    await decidir(idPagamento, 'aprovar');
    await capturar(idPagamento, chave());
    const res = await anon().post(`/api/pagamento/pedido/${idPagamento}/cancelar`);
    expect(res.statusCode).toBe(409);
    expect((await row(idPagamento)).status).toBe('capturado');
  });

  it('a second order for the same school that is captured later finds the school created: 409, nothing charged', async () => {
    const body = pedido();
    const first = (await criar(body)).json();
    const second = (await criar({ ...body, emailDiretor: `outro.${n}@exemplo.com.br` })).json();
    await decidir(first.idPagamento, 'aprovar');
    await decidir(second.idPagamento, 'aprovar');
    expect((await capturar(first.idPagamento, chave())).statusCode).toBe(200);
    const res = await capturar(second.idPagamento, chave());
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ cnpj: msg.cnpjEmUso });
    expect(await row(second.idPagamento)).toMatchObject({ status: 'criado', capturaProvedor: null });
  });

  it('needs an Idempotency-Key of 8 to 100 characters, and a known payment', async () => {
    const { idPagamento } = (await criar(pedido())).json();
    await decidir(idPagamento, 'aprovar');
    for (const key of [null, 'curta', 'x'.repeat(101)]) {
      const res = await capturar(idPagamento, key);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: msg.idempotencyKeyInvalida });
    }
    expect((await row(idPagamento)).status).toBe('criado');
    expect((await capturar(crypto.randomUUID(), chave())).statusCode).toBe(404);
    expect((await capturar('nao-e-um-id', chave())).statusCode).toBe(400);
    expect((await decidir(crypto.randomUUID(), 'aprovar')).statusCode).toBe(404);
    expect(
      (await anon().post(`/api/pagamento/sandbox/${idPagamento}/decisao`, { decisao: 'talvez' })).statusCode,
    ).toBe(400);
  });

  it('the same key cannot settle two payments', async () => {
    const a = (await criar(pedido())).json();
    const b = (await criar(pedido())).json();
    await decidir(a.idPagamento, 'aprovar');
    await decidir(b.idPagamento, 'aprovar');
    const key = chave();
    expect((await capturar(a.idPagamento, key)).statusCode).toBe(200);
    const res = await capturar(b.idPagamento, key);
    expect(res.statusCode).toBe(409);
    expect((await row(b.idPagamento)).status).toBe('criado');
  });
});

describe('PayPal checkout (fake PayPal on loopback)', () => {
  const pedidoPayPal = async (body = pedido()) => {
    const res = await criar(body, tp);
    expect(res.statusCode).toBe(201);
    return { body, ...(res.json() as { idPagamento: string; pedidoProvedor: string }) };
  };

  it('captures the approved order with the idempotency key and creates the school', async () => {
    const { body, idPagamento, pedidoProvedor } = await pedidoPayPal();
    fake.approve(pedidoProvedor);
    const key = chave();
    const res = await capturar(idPagamento, key, tp);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'capturado', valor: 1440 });
    const capture = fake.requests.filter((r) => r.path === `/v2/checkout/orders/${pedidoProvedor}/capture`);
    expect(capture).toHaveLength(1);
    expect(capture[0]!.headers['paypal-request-id']).toBe(key);
    const g = await concedido(body.cnpj, body.emailDiretor, idPagamento, tp);
    expect([g.escolas.length, g.assinaturas.length, g.convites.length, g.mails.length]).toEqual([1, 1, 1, 1]);
    expect((await row(idPagamento)).capturaProvedor).toBe(fake.orders.get(pedidoProvedor)!.capture!.id);
    // The sandbox's approval screen does not exist with PayPal.
    expect((await decidir(idPagamento, 'aprovar', tp)).statusCode).toBe(404);
  });

  it.each([
    [
      'a different amount',
      { kind: 'amount', value: '0.01' } as const,
      'capturado 1 centavos BRL; esperado 144000 centavos BRL',
    ],
    [
      'a different currency',
      { kind: 'amount', value: '1440.00', currency: 'USD' } as const,
      'capturado 144000 centavos USD; esperado 144000 centavos BRL',
    ],
  ])(
    'a capture of %s grants nothing: 402 PAGAMENTO_DIVERGENTE, recorded for support',
    async (_what, outcome, motivo) => {
      const before = await contagens();
      const { body, idPagamento, pedidoProvedor } = await pedidoPayPal();
      fake.approve(pedidoProvedor, outcome);
      const res = await capturar(idPagamento, chave(), tp);
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ code: 'PAGAMENTO_DIVERGENTE', message: msg.pagamentoDivergente });
      expect(await row(idPagamento)).toMatchObject({
        status: 'divergente',
        motivo,
        escolaId: null,
        capturaProvedor: expect.stringMatching(/^CAP/),
      });
      // Retrying changes nothing.
      expect((await capturar(idPagamento, chave(), tp)).json().code).toBe('PAGAMENTO_DIVERGENTE');
      const g = await concedido(body.cnpj, body.emailDiretor, idPagamento, tp);
      expect([g.escolas.length, g.assinaturas.length, g.convites.length, g.mails.length]).toEqual([
        0, 0, 0, 0,
      ]);
      expect(await contagens()).toEqual({ ...before, pagamento: before.pagamento + 1 });
    },
  );

  it.each([
    ['the instrument is declined (422)', { kind: 'declined' } as const, 'INSTRUMENT_DECLINED'],
    ['the capture is declined', { kind: 'capture-declined' } as const, 'CAPTURE_DECLINED'],
  ])('402 PAGAMENTO_RECUSADO when %s, nothing granted', async (_what, outcome, motivo) => {
    const { body, idPagamento, pedidoProvedor } = await pedidoPayPal();
    fake.approve(pedidoProvedor, outcome);
    const res = await capturar(idPagamento, chave(), tp);
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe('PAGAMENTO_RECUSADO');
    expect(await row(idPagamento)).toMatchObject({ status: 'recusado', motivo });
    expect((await concedido(body.cnpj, body.emailDiretor, idPagamento, tp)).escolas).toHaveLength(0);
  });

  it('PayPal not answering: 502, the order stays open and a retry with the same key captures once', async () => {
    const { body, idPagamento, pedidoProvedor } = await pedidoPayPal();
    fake.approve(pedidoProvedor);
    const key = chave();
    fake.delayMs = 1500;
    const slow = await capturar(idPagamento, key, tp);
    expect(slow.statusCode).toBe(502);
    expect(slow.json()).toMatchObject({ code: 'PAGAMENTO_INDISPONIVEL', message: msg.pagamentoIndisponivel });
    expect((await row(idPagamento)).status).toBe('criado');
    fake.delayMs = 0;
    await new Promise((r) => setTimeout(r, 900)); // the late request reaches the fake (and may capture there)
    const retry = await capturar(idPagamento, key, tp);
    expect(retry.statusCode).toBe(200);
    const g = await concedido(body.cnpj, body.emailDiretor, idPagamento, tp);
    expect([g.escolas.length, g.assinaturas.length]).toEqual([1, 1]);
  });

  it('a tampered plan never reaches PayPal', async () => {
    const creates = fake.requests.filter((r) => r.path === '/v2/checkout/orders').length;
    const res = await criar(pedido({ plano: 'sementinha', numeroAlunos: 900 }), tp);
    expect(res.statusCode).toBe(400);
    expect(fake.requests.filter((r) => r.path === '/v2/checkout/orders').length).toBe(creates);
  });
});

describe('POST /api/pagamento/renovacao', () => {
  const gestor = () => TestClient.signedIn(t.app, 'diretora@lunna.demo');

  it('is for signed-in directors only', async () => {
    expect(
      (await anon().post('/api/pagamento/renovacao', { plano: 'brincadeira', periodo: 'mensal' })).statusCode,
    ).toBe(401);
    for (const email of ['ana.professora@lunna.demo', 'mariana@lunna.demo']) {
      const client = await TestClient.signedIn(t.app, email);
      const res = await client.post('/api/pagamento/renovacao', { plano: 'brincadeira', periodo: 'mensal' });
      expect(res.statusCode).toBe(403);
    }
    const unknown = await (
      await gestor()
    ).post('/api/pagamento/renovacao', { plano: 'gratis', periodo: 'mensal' });
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION', fields: { plano: msg.planoDesconhecido } });
  });

  it("extends the school's subscription from the end of the current one; no school, no invitation", async () => {
    const client = await gestor();
    const [demo] = await db().select().from(escola).where(eq(escola.codigo, 'LUNNA1'));
    const before = await contagens();
    const mails = t.mail.length;
    const current = (await db().select().from(assinatura).where(eq(assinatura.escolaId, demo!.id))).sort(
      (a, b) => b.pagoAte.getTime() - a.pagoAte.getTime(),
    )[0];

    const res = await client.post('/api/pagamento/renovacao', {
      plano: 'brincadeira',
      periodo: 'semestral',
      valor: 1,
    });
    expect(res.statusCode).toBe(201);
    const { idPagamento, valor } = res.json();
    expect(valor).toBe(7776); // 1440 × 6 − 10 %
    const pag = await row(idPagamento);
    expect(pag).toMatchObject({ escolaId: demo!.id, dadosEscola: null, status: 'criado' });
    expect(pag.numeroAlunos).toBeGreaterThan(0);

    // Another school's director, or nobody, cannot see it through.
    const other = await otherSchoolStaff(db(), 'gestor');
    const stranger = await TestClient.signedIn(t.app, other.email);
    expect((await decidir(idPagamento, 'aprovar', t, stranger)).statusCode).toBe(404);
    expect((await capturar(idPagamento, chave(), t, stranger)).statusCode).toBe(404);
    expect((await capturar(idPagamento, chave())).statusCode).toBe(404);
    expect((await stranger.post(`/api/pagamento/pedido/${idPagamento}/cancelar`)).statusCode).toBe(404);

    await decidir(idPagamento, 'aprovar', t, client);
    const captured = await capturar(idPagamento, chave(), t, client);
    expect(captured.statusCode).toBe(200);
    expect(captured.json().emailDiretor).toBeNull();
    const [nova] = await db().select().from(assinatura).where(eq(assinatura.pagamentoId, idPagamento));
    const now = Date.now();
    const expectedStart = current && current.pagoAte.getTime() > now ? current.pagoAte.getTime() : now;
    expect(Math.abs(nova!.inicio.getTime() - expectedStart)).toBeLessThan(5_000);
    expect(new Date(captured.json().pagoAte).getTime()).toBe(nova!.pagoAte.getTime());

    // A second period starts where this one ends.
    const second = (
      await client.post('/api/pagamento/renovacao', { plano: 'brincadeira', periodo: 'mensal' })
    ).json();
    await decidir(second.idPagamento, 'aprovar', t, client);
    await capturar(second.idPagamento, chave(), t, client);
    const [seguinte] = await db()
      .select()
      .from(assinatura)
      .where(and(eq(assinatura.pagamentoId, second.idPagamento)));
    expect(seguinte!.inicio.getTime()).toBe(nova!.pagoAte.getTime());

    const after = await contagens();
    expect(after).toMatchObject({
      escola: before.escola + 1 /* the stranger's school */,
      convite: before.convite,
      assinatura: before.assinatura + 2,
    });
    // Only the receipts, to the director who paid: no invitation.
    const recibos = t.mail.slice(mails);
    expect(recibos.map((m) => m.to)).toEqual(['diretora@lunna.demo', 'diretora@lunna.demo']);
    expect(recibos[0]!.subject).toBe(`Lunna — recibo da assinatura da ${demo!.nome}`);
    expect(recibos[0]!.text).toContain('Plano: Brincadeira (semestral)');
    expect(recibos[0]!.text).toContain('Valor: R$\u00a07.776,00');
    expect(recibos[0]!.text).toContain(`Referência: ${idPagamento.slice(0, 8).toUpperCase()}`);
  });
});
