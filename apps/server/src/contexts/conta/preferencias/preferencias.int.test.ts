import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relatoProblema, usuario } from '../../../db/schema';
import { otherSchoolStaff } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (email: string) => TestClient.signedIn(t.app, email);
const stored = async (email: string) => {
  const [row] = await t.database.db
    .select({ idioma: usuario.idioma, tamanhoFonte: usuario.tamanhoFonte, contraste: usuario.contraste })
    .from(usuario)
    .where(eq(usuario.email, email));
  return row!;
};
const relatos = () => t.database.db.select().from(relatoProblema);

describe('anonymous', () => {
  it('401 on every route, nothing written', async () => {
    const anon = new TestClient(t.app);
    await anon.get('/api/health');
    expect((await anon.get('/api/preferencias')).statusCode).toBe(401);
    expect((await anon.put('/api/preferencias', { idioma: 'en' })).statusCode).toBe(401);
    expect(
      (await anon.post('/api/problema', { descricao: 'Nada funciona aqui hoje', pagina: '/avisos' }))
        .statusCode,
    ).toBe(401);
    expect((await anon.get('/api/problema')).statusCode).toBe(401);
    expect(await relatos()).toHaveLength(0);
  });
});

describe('/api/preferencias', () => {
  it("starts at the spec's defaults, round-trips partial updates, and the session carries them", async () => {
    const carlos = await as('carlos@lunna.demo');
    expect((await carlos.get('/api/preferencias')).json()).toEqual({
      idioma: 'pt-BR',
      tamanhoFonte: 36,
      contraste: 60,
    });

    const first = await carlos.put('/api/preferencias', { idioma: 'en' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ idioma: 'en', tamanhoFonte: 36, contraste: 60 });
    expect((await carlos.put('/api/preferencias', { tamanhoFonte: 68, contraste: 100 })).json()).toEqual({
      idioma: 'en',
      tamanhoFonte: 68,
      contraste: 100,
    });
    expect(await stored('carlos@lunna.demo')).toEqual({ idioma: 'en', tamanhoFonte: 68, contraste: 100 });

    // Kept on the account: a new sign-in (another browser) gets them with the session.
    const again = await as('carlos@lunna.demo');
    expect((await again.get('/api/sessao')).json()).toMatchObject({
      idioma: 'en',
      tamanhoFonte: 68,
      contraste: 100,
    });
    // The bounds are valid values.
    expect((await again.put('/api/preferencias', { tamanhoFonte: 0, contraste: 0 })).statusCode).toBe(200);
    expect(
      (await again.put('/api/preferencias', { idioma: 'pt-BR', tamanhoFonte: 36, contraste: 60 })).statusCode,
    ).toBe(200);
    // Someone else's are untouched.
    expect(await stored('mariana@lunna.demo')).toEqual({ idioma: 'pt-BR', tamanhoFonte: 36, contraste: 60 });
  });

  it.each([
    [{ idioma: 'de' }, 'idioma'],
    [{ idioma: 'en', tamanhoFonte: 101 }, 'tamanhoFonte'],
    [{ tamanhoFonte: -1 }, 'tamanhoFonte'],
    [{ tamanhoFonte: 40.5 }, 'tamanhoFonte'],
    [{ contraste: '90' }, 'contraste'],
    [{ contraste: null }, 'contraste'],
  ])('400 with fields for %j, nothing written', async (body, field) => {
    const ana = await as('ana.professora@lunna.demo');
    const before = await stored('ana.professora@lunna.demo');
    const res = await ana.put('/api/preferencias', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(Object.keys(res.json().fields)).toContain(field);
    expect(await stored('ana.professora@lunna.demo')).toEqual(before);
  });

  it('400 for an unknown key, nothing written', async () => {
    const ana = await as('ana.professora@lunna.demo');
    expect((await ana.put('/api/preferencias', { idioma: 'en', tema: 'escuro' })).statusCode).toBe(400);
    expect((await stored('ana.professora@lunna.demo')).idioma).toBe('pt-BR');
  });
});

describe('/api/problema', () => {
  it('keeps a report with its page and e-mails the directors and the support address', async () => {
    t.mail.length = 0;
    const mariana = await as('mariana@lunna.demo');
    const res = await mariana.post('/api/problema', {
      descricao: '  O botão de confirmar aviso não responde no celular.  ',
      pagina: '/avisos',
    });
    expect(res.statusCode).toBe(201);
    const { idRelato } = res.json();
    const [row] = await t.database.db.select().from(relatoProblema).where(eq(relatoProblema.id, idRelato));
    expect(row).toMatchObject({
      pagina: '/avisos',
      descricao: 'O botão de confirmar aviso não responde no celular.',
    });
    // Only this report's e-mails (background jobs may send others meanwhile).
    const sent = t.mail.filter((m) => m.subject.includes(idRelato.slice(0, 8).toUpperCase()));
    expect(sent.map((m) => m.to).sort()).toEqual(['diretora@lunna.demo', 'suporte@lunna.app']);
    expect(sent[0]!.text).toContain('/avisos');
    expect(sent[0]!.text).toContain('O botão de confirmar aviso não responde no celular.');
    expect(sent[0]!.replyTo).toBe('mariana@lunna.demo');
  });

  it.each([
    [{ descricao: '', pagina: '/avisos' }, 'descricao'],
    [{ descricao: 'curto', pagina: '/avisos' }, 'descricao'],
    [{ descricao: 'x'.repeat(2001), pagina: '/avisos' }, 'descricao'],
    [{ descricao: 'Uma descrição longa o bastante', pagina: '   ' }, 'pagina'],
    [{ descricao: 'Uma descrição longa o bastante' }, 'pagina'],
  ])('400 with fields for a bad report, nothing stored, no e-mail', async (body, field) => {
    t.mail.length = 0;
    const before = (await relatos()).length;
    const res = await (await as('carlos@lunna.demo')).post('/api/problema', body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
    expect(await relatos()).toHaveLength(before);
    expect(t.mail.filter((m) => m.subject.includes('Problema relatado'))).toHaveLength(0);
  });

  it("the school's director lists the school's reports, newest first; others 403; another school sees none", async () => {
    const bruno = await as('bruno.professor@lunna.demo');
    expect(
      (
        await bruno.post('/api/problema', {
          descricao: 'A lista de presença não carrega de manhã.',
          pagina: '/presenca',
        })
      ).statusCode,
    ).toBe(201);

    const list = (await (await as('diretora@lunna.demo')).get('/api/problema')).json();
    expect(list.itens.map((r: { pagina: string }) => r.pagina)).toEqual(['/presenca', '/avisos']);
    expect(list.itens[0]).toMatchObject({
      descricao: 'A lista de presença não carrega de manhã.',
      autor: { papel: 'pedagogo' },
    });

    expect((await (await as('mariana@lunna.demo')).get('/api/problema')).statusCode).toBe(403);
    expect((await bruno.get('/api/problema')).statusCode).toBe(403);

    const outra = await otherSchoolStaff(t.database.db, 'gestor');
    expect((await (await as(outra.email)).get('/api/problema')).json()).toEqual({ itens: [] });
  });

  it('is rate limited: a burst of reports is refused (429) and not stored', async () => {
    const patricia = await as('patricia@lunna.demo');
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        (await patricia.post('/api/problema', { descricao: `Relato repetido número ${i}`, pagina: '/mural' }))
          .statusCode,
      );
    }
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    // Per account: someone else at the same address still can.
    expect(
      (
        await (
          await as('diretora@lunna.demo')
        ).post('/api/problema', { descricao: 'Outro relato, outra pessoa', pagina: '/mural' })
      ).statusCode,
    ).toBe(201);
    const kept = (await relatos()).filter((r) => r.pagina === '/mural').length;
    expect(kept).toBe(6);
  });
});
