import { msg } from '@lunna/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contato } from '../../../db/schema';
import { TestClient } from '../../../test/http-client';
import { createTestApp, testSecrets, type TestApp } from '../../../test/test-app';
import { hashIp } from './contato.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** Each test writes from its own address, so the per-address limit only bites where it is tested. */
let lastIp = 0;
const nextIp = () => `198.51.100.${++lastIp}`;

let n = 0;
const message = (overrides: Record<string, unknown> = {}) => ({
  nome: 'Maria da Silva',
  telefone: '(11) 98888-7777',
  email: `maria.${++n}@exemplo.com.br`,
  assunto: 'Vagas para 2027',
  mensagem: `Olá! Gostaria de saber se há vagas no berçário para o ano que vem. (${n})`,
  website: '',
  abertoEm: Date.now() - 60_000,
  ...overrides,
});

const send = (body: unknown, ip = nextIp(), headers: Record<string, string> = {}) =>
  new TestClient(t.app).request({
    method: 'POST',
    url: '/api/contato',
    payload: body as never,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...headers },
  });
const rows = () => t.database.db.select().from(contato);
const rowsOf = (email: string) => t.database.db.select().from(contato).where(eq(contato.email, email));
const mailsFrom = (email: string) => t.mail.filter((m) => m.replyTo === email);

describe('POST /api/contato', () => {
  it('stores the message, e-mails it to the team with Reply-To the sender and answers its protocolo', async () => {
    const body = message({ email: ' Maria.Contato@Exemplo.com.br ', nome: '  Maria da Silva ' });
    const res = await send(body, '203.0.113.10', { 'user-agent': `Mozilla/5.0 ${'x'.repeat(1000)}` });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toEqual({ ok: true, protocolo: expect.stringMatching(/^[0-9A-F]{8}$/) });

    const [row] = await rowsOf('maria.contato@exemplo.com.br');
    expect(row).toMatchObject({
      nome: 'Maria da Silva',
      telefone: '11988887777',
      assunto: 'Vagas para 2027',
      mensagem: body.mensagem,
      ipHash: hashIp(testSecrets.ipHashKey, '203.0.113.10'),
    });
    expect(row!.id.slice(0, 8).toUpperCase()).toBe(answer.protocolo);
    expect(row!.userAgent).toHaveLength(256);
    expect(row!.enviadoEm).toBeInstanceOf(Date);

    const mails = mailsFrom('maria.contato@exemplo.com.br');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('contato@lunna.local');
    expect(mails[0]!.subject).toBe(`Lunna · Contato ${answer.protocolo}: Vagas para 2027`);
    expect(mails[0]!.text).toContain(body.mensagem);
    expect(mails[0]!.text).toContain('Telefone: 11988887777');
    expect(mails[0]!.text).toContain(`Protocolo: ${answer.protocolo}`);
  });

  it('never stores the raw client address', async () => {
    const ip = '203.0.113.77';
    const body = message();
    expect((await send(body, ip)).statusCode).toBe(200);
    const [row] = await rowsOf(body.email);
    expect(row!.ipHash).toMatch(/^[0-9a-f]{64}$/);
    // Neither a column nor any text of the row carries it.
    const dump = await t.database.db.execute(sql`select row_to_json(c)::text as j from contato c`);
    const text = JSON.stringify((dump as unknown as { rows: unknown[] }).rows);
    expect(text).not.toContain(ip);
    expect(text).not.toContain('203.0.113');
  });

  it('answers 400 with the field and its message for each bad field; nothing stored or sent', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nome: '' }, 'nome', msg.nomeObrigatorio],
      [{ nome: ' Al ' }, 'nome', msg.nomeCurto],
      [{ nome: 'a'.repeat(121) }, 'nome', msg.quantidadeInvalida],
      [{ telefone: undefined }, 'telefone', msg.telefoneObrigatorio],
      [{ telefone: '11 9888-777x' }, 'telefone', msg.digiteApenasNumeros],
      [{ telefone: '98888-7777' }, 'telefone', msg.telefoneInvalido],
      [{ telefone: '+55 11 98888-77770' }, 'telefone', msg.telefoneInvalido],
      [{ email: '' }, 'email', msg.emailObrigatorio],
      [{ email: 'maria@' }, 'email', msg.emailInvalido],
      [{ assunto: '   ' }, 'assunto', msg.assuntoObrigatorio],
      [{ assunto: 'a'.repeat(121) }, 'assunto', msg.quantidadeInvalida],
      [{ mensagem: '' }, 'mensagem', msg.mensagemObrigatoria],
      [{ mensagem: 'Oi, tudo?' }, 'mensagem', msg.mensagemCurta],
      [{ mensagem: 'a'.repeat(4001) }, 'mensagem', msg.quantidadeInvalida],
      [
        { mensagem: 'Promoção! https://a.com http://b.com www.c.com https://d.com' },
        'mensagem',
        msg.mensagemMuitosLinks,
      ],
    ];
    const before = (await rows()).length;
    const mailsBefore = t.mail.length;
    for (const [overrides, field, text] of cases) {
      // One address per request: five bad ones would otherwise hit the limit.
      const res = await send(message(overrides));
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { [field]: text } });
    }
    expect((await send(message({ abertoEm: 'agora' }))).json().code).toBe('VALIDATION');
    expect((await send('{"nome":')).statusCode).toBe(400);
    expect((await rows()).length).toBe(before);
    expect(t.mail.length).toBe(mailsBefore);
  });

  it('silently drops a filled-in honeypot and a form sent back too fast: same answer, nothing stored or sent', async () => {
    const before = (await rows()).length;
    const mailsBefore = t.mail.length;
    for (const body of [
      message({ website: 'https://spam.example' }),
      message({ abertoEm: Date.now() - 500 }),
      message({ abertoEm: Date.now() }),
    ]) {
      const res = await send(body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, protocolo: expect.stringMatching(/^[0-9A-F]{8}$/) });
    }
    expect((await rows()).length).toBe(before);
    expect(t.mail.length).toBe(mailsBefore);

    // A blank honeypot, no abertoEm, or a form open for more than 3 s is a person's.
    for (const body of [
      message({ website: '  ' }),
      message({ abertoEm: undefined }),
      message({ abertoEm: Date.now() - 3_500 }),
    ]) {
      expect((await send(body)).statusCode).toBe(200);
      expect(await rowsOf(body.email)).toHaveLength(1);
    }
  });

  it('keeps an identical message sent again within 10 minutes once, answering the first protocolo', async () => {
    const body = message();
    const first = (await send(body)).json();
    const again = await send({ ...body, email: body.email.toUpperCase(), abertoEm: Date.now() - 30_000 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(await rowsOf(body.email)).toHaveLength(1);
    expect(mailsFrom(body.email)).toHaveLength(1);

    // Another text from the same person is another message.
    const other = await send({ ...body, mensagem: `${body.mensagem} E o horário de visita?` });
    expect(other.json().protocolo).not.toBe(first.protocolo);

    // After the window the same text counts again.
    await t.database.db
      .update(contato)
      .set({ criadoEm: sql`${contato.criadoEm} - interval '11 minutes'` })
      .where(eq(contato.email, body.email));
    const later = (await send(body)).json();
    expect(later.protocolo).not.toBe(first.protocolo);
    expect(await rowsOf(body.email)).toHaveLength(3);
  });

  it('keeps a message sent several times at once once', async () => {
    const body = message();
    const answers = await Promise.all([send(body), send(body), send(body)]);
    expect(new Set(answers.map((r) => r.json().protocolo)).size).toBe(1);
    expect(await rowsOf(body.email)).toHaveLength(1);
    expect(mailsFrom(body.email)).toHaveLength(1);
  });

  it('keeps the message when the e-mail fails, with enviadoEm empty', async () => {
    const push = vi.spyOn(t.mail, 'push').mockImplementationOnce(() => {
      throw new Error('SMTP down');
    });
    const body = message();
    const res = await send(body);
    push.mockRestore();
    expect(res.statusCode).toBe(200);
    const [row] = await rowsOf(body.email);
    expect(row!.id.slice(0, 8).toUpperCase()).toBe(res.json().protocolo);
    expect(row!.enviadoEm).toBeNull();
  });

  it('allows 5 requests per 10 minutes per address, then answers 429', async () => {
    const ip = '192.0.2.50';
    for (let i = 0; i < 5; i++) expect((await send(message(), ip)).statusCode).toBe(200);
    const before = (await rows()).length;
    const limited = await send(message(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: msg.contatoMuitasMensagens });
    expect((await rows()).length).toBe(before);
    // Bad requests count too, and another address is not affected.
    expect((await send(message({ nome: '' }), ip)).statusCode).toBe(429);
    expect((await send(message(), '192.0.2.51')).statusCode).toBe(200);
  });
});
