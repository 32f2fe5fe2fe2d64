import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aviso, avisoLeitura, discente, notificacao, usuario } from '../../../db/schema';
import { demoChildCpf, demoChildren } from '../../../db/seed/demo-data';
import { otherSchoolStaff } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
const ids = new Map<string, string>();
const turmas = new Map<string, string>();
let outsider: Awaited<ReturnType<typeof otherSchoolStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  for (const child of demoChildren) {
    const [row] = await t.database.db
      .select({ id: discente.id })
      .from(discente)
      .where(eq(discente.cpfDisc, demoChildCpf(child.cpfBase)));
    ids.set(child.key, row!.id);
  }
  for (const x of (await (await as('diretora@lunna.demo')).get('/api/turma')).json())
    turmas.set(x.nomeTurma, x.idTurma);
  outsider = await otherSchoolStaff(t.database.db, 'gestor');
});
afterAll(() => t.close());

const as = (email: string) => TestClient.signedIn(t.app, email);
const avisoCount = async () => (await t.database.db.select({ id: aviso.id }).from(aviso)).length;
const girassol = () => turmas.get('Turma Girassol')!;
const beijaFlor = () => turmas.get('Turma Beija-flor')!;
const novoAviso = (overrides: Record<string, unknown> = {}) => ({
  tituloAviso: 'Vacinação na creche',
  conteudoAviso: 'Na sexta-feira a equipe de saúde vem aplicar a vacina da gripe. Tragam a caderneta.',
  importancia: 'Importante',
  idTurma: girassol(),
  ...overrides,
});
const usuarioId = async (email: string) =>
  (await t.database.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email)))[0]!.id;
const titlesOf = async (client: TestClient, query = '') =>
  ((await client.get(`/api/aviso${query}`)).json().itens as { tituloAviso: string }[]).map(
    (a) => a.tituloAviso,
  );

describe('POST /api/aviso', () => {
  it('an educator sends to her class: the guardians of its children receive it, with a notification each', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const res = await ana.post('/api/aviso', novoAviso());
    expect(res.statusCode).toBe(201);
    const sent = res.json();
    expect(sent).toMatchObject({
      tituloAviso: 'Vacinação na creche',
      importancia: 'Importante',
      pedagogo: { nome: 'Ana Beatriz Rocha' },
    });
    expect(sent.turma).toMatchObject({ nomeTurma: 'Turma Girassol', tema: 'laranja-aviso' });
    // Girassol: Lucas (Mariana), Theo (Carlos and Patrícia), Davi (Carlos).
    expect(sent.recibos).toEqual({ destinatarios: 3, lidos: 0, pendentes: [], atrasado: false });
    const notes = await t.database.db.select().from(notificacao).where(eq(notificacao.refId, sent.idAviso));
    expect(notes).toHaveLength(3);
    expect(
      notes.every((n) => n.prioridade === 'Importante' && n.link === `/avisos#aviso-${sent.idAviso}`),
    ).toBe(true);
  });

  it("refuses guardians, another educator's class, the whole school for an educator, and another school; nothing written", async () => {
    const before = await avisoCount();
    expect((await new TestClient(t.app).post('/api/aviso', novoAviso())).statusCode).toBe(401);
    const guardian = await (await as('mariana@lunna.demo')).post('/api/aviso', novoAviso());
    expect(guardian.statusCode).toBe(403);
    expect(guardian.json().code).toBe('FORBIDDEN');
    const ana = await as('ana.professora@lunna.demo');
    expect((await ana.post('/api/aviso', novoAviso({ idTurma: beijaFlor() }))).statusCode).toBe(403);
    expect((await ana.post('/api/aviso', novoAviso({ idTurma: null }))).statusCode).toBe(403);
    expect((await (await as(outsider.email)).post('/api/aviso', novoAviso())).statusCode).toBe(403);
    expect(
      (await ana.post('/api/aviso', novoAviso({ idTurma: '00000000-0000-4000-8000-000000000000' })))
        .statusCode,
    ).toBe(404);
    expect(await avisoCount()).toBe(before);
  });

  it('answers "Campo obrigatorio" for each missing field and 400 for an unknown importance or an oversized text; nothing written', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const before = await avisoCount();
    for (const field of ['tituloAviso', 'conteudoAviso', 'importancia'] as const) {
      const res = await ana.post('/api/aviso', novoAviso({ [field]: '' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe('Campo obrigatorio');
    }
    const unknown = await ana.post('/api/aviso', novoAviso({ importancia: 'Urgentíssimo' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VALIDATION');
    const huge = await ana.post('/api/aviso', novoAviso({ conteudoAviso: 'a'.repeat(4001) }));
    expect(huge.json().fields.conteudoAviso).toBe('Quantidade de caracteres invalida');
    expect((await ana.post('/api/aviso', novoAviso({ idTurma: 'turma-1' }))).statusCode).toBe(400);
    expect(await avisoCount()).toBe(before);
  });

  it('the director may address the whole school', async () => {
    const res = await (
      await as('diretora@lunna.demo')
    ).post('/api/aviso', novoAviso({ idTurma: null, importancia: 'Normal', tituloAviso: 'Feriado' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().turma).toBeNull();
    expect(res.json().recibos.destinatarios).toBe(3);
  });
});

describe('GET /api/aviso for guardians', () => {
  it("shows only notices addressed to one of the guardian's children's classes or to the school", async () => {
    const bruno = await as('bruno.professor@lunna.demo');
    expect(
      (
        await bruno.post(
          '/api/aviso',
          novoAviso({ idTurma: beijaFlor(), tituloAviso: 'Só Beija-flor', importancia: 'Atenção' }),
        )
      ).statusCode,
    ).toBe(201);
    // Beija-flor: Sofia (Mariana), Alice (Patrícia). Carlos has no child there.
    expect(await titlesOf(await as('mariana@lunna.demo'))).toContain('Só Beija-flor');
    expect(await titlesOf(await as('patricia@lunna.demo'))).toContain('Só Beija-flor');
    const carlos = await titlesOf(await as('carlos@lunna.demo'));
    expect(carlos).not.toContain('Só Beija-flor');
    expect(carlos).toContain('Passeio no parque');
  });

  it('filters by child (refusing another family’s child), importance and unread; pins unacknowledged Importante first', async () => {
    const mariana = await as('mariana@lunna.demo');
    const forLucas = await titlesOf(mariana, `?idDisc=${ids.get('lucas')}`);
    expect(forLucas).not.toContain('Só Beija-flor');
    expect(forLucas).toContain('Reunião de pais');
    expect((await mariana.get(`/api/aviso?idDisc=${ids.get('davi')}`)).statusCode).toBe(403);
    const all = (await mariana.get('/api/aviso')).json();
    expect(all.itens[0]).toMatchObject({ importancia: 'Importante', fixado: true, lido: false });
    const atencao = (await mariana.get('/api/aviso?importancia=Aten%C3%A7%C3%A3o')).json().itens as {
      importancia: string;
    }[];
    expect(atencao.length).toBeGreaterThan(0);
    expect(atencao.every((a) => a.importancia === 'Atenção')).toBe(true);
    expect((await mariana.get('/api/aviso?importancia=Urgente')).statusCode).toBe(400);
    expect((await mariana.get('/api/aviso?pagina=0')).statusCode).toBe(400);
  });

  it('filtered by one child, still shows every Importante notice of any of her children that she has not acknowledged', async () => {
    const bruno = await as('bruno.professor@lunna.demo');
    const sent = await bruno.post(
      '/api/aviso',
      novoAviso({ idTurma: beijaFlor(), tituloAviso: 'Importante da Beija-flor' }),
    );
    expect(sent.statusCode).toBe(201);
    await bruno.post(
      '/api/aviso',
      novoAviso({ idTurma: beijaFlor(), tituloAviso: 'Normal da Beija-flor', importancia: 'Normal' }),
    );
    const mariana = await as('mariana@lunna.demo');
    // Lucas is in Girassol, Sofia in Beija-flor: on Lucas's notices, Sofia's pending Importante one is there, pinned.
    const forLucas = (await mariana.get(`/api/aviso?idDisc=${ids.get('lucas')}`)).json().itens as {
      tituloAviso: string;
      fixado: boolean;
    }[];
    expect(forLucas.find((a) => a.tituloAviso === 'Importante da Beija-flor')).toMatchObject({
      fixado: true,
    });
    expect(forLucas.map((a) => a.tituloAviso)).not.toContain('Normal da Beija-flor');
    // Acknowledged, it belongs to Sofia's notices only again.
    expect((await mariana.put(`/api/aviso/${sent.json().idAviso}/leitura`, { lido: true })).statusCode).toBe(
      200,
    );
    expect(await titlesOf(mariana, `?idDisc=${ids.get('lucas')}`)).not.toContain('Importante da Beija-flor');
    expect(await titlesOf(mariana, `?idDisc=${ids.get('sofia')}`)).toContain('Importante da Beija-flor');
    // Another family never sees it, whatever the filter.
    expect(await titlesOf(await as('carlos@lunna.demo'))).not.toContain('Importante da Beija-flor');
  });

  it('paginates ten per page, newest first', async () => {
    const ana = await as('ana.professora@lunna.demo');
    for (let i = 1; i <= 11; i++)
      await ana.post('/api/aviso', novoAviso({ tituloAviso: `Lote ${i}`, importancia: 'Normal' }));
    const carlos = await as('carlos@lunna.demo');
    const first = (await carlos.get('/api/aviso')).json();
    expect(first.porPagina).toBe(10);
    expect(first.itens).toHaveLength(10);
    const second = (await carlos.get('/api/aviso?pagina=2')).json();
    expect(second.total).toBe(first.total);
    expect(second.itens.length).toBe(first.total - 10);
    const seen = [...first.itens, ...second.itens].map((a: { idAviso: string }) => a.idAviso);
    expect(new Set(seen).size).toBe(first.total);
    // A page past the end lists nothing and still says how many there are.
    const past = (await carlos.get('/api/aviso?pagina=9')).json();
    expect(past).toMatchObject({ total: first.total, itens: [] });
  });
});

describe('PUT /api/aviso/{idAviso}/leitura and the read receipts', () => {
  it("a guardian's tick is a read receipt the educator sees; the acknowledgement of Importante cannot be undone", async () => {
    const ana = await as('ana.professora@lunna.demo');
    const sent = (await ana.post('/api/aviso', novoAviso({ tituloAviso: 'Recibo' }))).json();
    const mariana = await as('mariana@lunna.demo');
    const res = await mariana.put(`/api/aviso/${sent.idAviso}/leitura`, { lido: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ lido: true });
    const mine = (await mariana.get('/api/aviso'))
      .json()
      .itens.find((a: { idAviso: string }) => a.idAviso === sent.idAviso);
    expect(mine).toMatchObject({ lido: true, fixado: false });
    const [note] = await t.database.db
      .select()
      .from(notificacao)
      .where(
        and(
          eq(notificacao.refId, sent.idAviso),
          eq(notificacao.usuarioId, await usuarioId('mariana@lunna.demo')),
        ),
      );
    expect(note!.lidaEm).not.toBeNull();

    const staffView = (await ana.get('/api/aviso'))
      .json()
      .itens.find((a: { idAviso: string }) => a.idAviso === sent.idAviso);
    expect(staffView.recibos.destinatarios).toBe(3);
    expect(staffView.recibos.lidos).toBe(1);
    expect(staffView.recibos.pendentes.map((p: { nome: string }) => p.nome).sort()).toEqual([
      'Carlos Lima',
      'Patrícia Alves',
    ]);
    expect(staffView.lido).toBeUndefined();

    const undo = await mariana.put(`/api/aviso/${sent.idAviso}/leitura`, { lido: false });
    expect(undo.statusCode).toBe(409);
    const [receipt] = await t.database.db
      .select()
      .from(avisoLeitura)
      .where(eq(avisoLeitura.avisoId, sent.idAviso));
    expect(receipt).toBeTruthy();
  });

  it('a Normal notice can go back to unread', async () => {
    const sent = (
      await (
        await as('ana.professora@lunna.demo')
      ).post('/api/aviso', novoAviso({ tituloAviso: 'Volta', importancia: 'Normal' }))
    ).json();
    const carlos = await as('carlos@lunna.demo');
    await carlos.put(`/api/aviso/${sent.idAviso}/leitura`, { lido: true });
    expect((await carlos.put(`/api/aviso/${sent.idAviso}/leitura`, { lido: false })).statusCode).toBe(200);
    const unread = (await carlos.get('/api/aviso?naoLidos=true'))
      .json()
      .itens.map((a: { idAviso: string }) => a.idAviso);
    expect(unread).toContain(sent.idAviso);
  });

  it('refuses a guardian it was not addressed to, staff, strangers and bad input', async () => {
    const sent = (
      await (
        await as('bruno.professor@lunna.demo')
      ).post('/api/aviso', novoAviso({ idTurma: beijaFlor(), tituloAviso: 'Privado' }))
    ).json();
    expect(
      (await (await as('carlos@lunna.demo')).put(`/api/aviso/${sent.idAviso}/leitura`, { lido: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await (
          await as('bruno.professor@lunna.demo')
        ).put(`/api/aviso/${sent.idAviso}/leitura`, { lido: true })
      ).statusCode,
    ).toBe(403);
    expect(
      (await new TestClient(t.app).put(`/api/aviso/${sent.idAviso}/leitura`, { lido: true })).statusCode,
    ).toBe(401);
    const mariana = await as('mariana@lunna.demo');
    expect((await mariana.put(`/api/aviso/${sent.idAviso}/leitura`, { lido: 'sim' })).statusCode).toBe(400);
    expect(
      (await mariana.put('/api/aviso/00000000-0000-4000-8000-000000000000/leitura', { lido: true }))
        .statusCode,
    ).toBe(404);
    const receipts = await t.database.db
      .select()
      .from(avisoLeitura)
      .where(eq(avisoLeitura.avisoId, sent.idAviso));
    expect(receipts.every((r) => r.lidoEm === null)).toBe(true);
  });

  it("the director sees every notice of the school; another school's director none", async () => {
    const helena = await titlesOf(await as('diretora@lunna.demo'));
    expect(helena).toContain('Privado');
    expect((await (await as(outsider.email)).get('/api/aviso')).json().itens).toEqual([]);
    expect(await titlesOf(await as('ana.professora@lunna.demo'))).not.toContain('Privado');
  });
});

describe('e-mails and the late-acknowledgement reminder', () => {
  it('e-mails by each guardian’s preferences, reminds once after the window, and flags the notice for the educator', async () => {
    await t.app.jobs.runDue(); // clear what earlier tests queued
    t.mail.length = 0;
    const patricia = await as('patricia@lunna.demo');
    expect(
      (
        await patricia.put('/api/notificacao/preferencias', {
          emailNormal: false,
          emailAtencao: false,
          emailImportante: false,
        })
      ).statusCode,
    ).toBe(200);

    const ana = await as('ana.professora@lunna.demo');
    const sent = (await ana.post('/api/aviso', novoAviso({ tituloAviso: 'Lembrete teste' }))).json();
    await t.app.jobs.runDue();
    const first = t.mail
      .filter((m) => m.subject.includes('Lembrete teste'))
      .map((m) => m.to)
      .sort();
    expect(first).toEqual(['carlos@lunna.demo', 'mariana@lunna.demo']);
    expect(t.mail.find((m) => m.to === 'mariana@lunna.demo')!.text).toContain(
      `/avisos#aviso-${sent.idAviso}`,
    );

    await (await as('mariana@lunna.demo')).put(`/api/aviso/${sent.idAviso}/leitura`, { lido: true });
    t.mail.length = 0;
    // Before the window nothing more is sent.
    await t.app.jobs.runDue(new Date(Date.now() + 60 * 60_000));
    expect(t.mail).toHaveLength(0);

    await t.app.jobs.runDue(new Date(Date.now() + 121 * 60_000));
    // (Earlier tests' Importante notices are reminded in the same run: look at this one only.)
    const reminders = () => t.mail.filter((m) => m.subject.includes('Lembrete teste'));
    expect(reminders().map((m) => m.to)).toEqual(['carlos@lunna.demo']);
    expect(reminders()[0]!.subject).toContain('Confirme a leitura');
    const authorNotes = await t.database.db
      .select()
      .from(notificacao)
      .where(
        and(
          eq(notificacao.usuarioId, await usuarioId('ana.professora@lunna.demo')),
          eq(notificacao.tipo, 'aviso_pendente'),
        ),
      );
    expect(authorNotes.map((n) => n.texto)).toContain('2 responsáveis ainda não confirmaram a leitura');

    // Runs once.
    await t.app.jobs.runDue(new Date(Date.now() + 240 * 60_000));
    expect(reminders()).toHaveLength(1);

    // The educator sees it flagged once the window has passed.
    await t.database.db
      .update(aviso)
      .set({ createdAt: new Date(Date.now() - 3 * 3_600_000) })
      .where(eq(aviso.id, sent.idAviso));
    const flagged = (await ana.get('/api/aviso?importancia=Importante'))
      .json()
      .itens.find((a: { idAviso: string }) => a.idAviso === sent.idAviso);
    expect(flagged.recibos.atrasado).toBe(true);
  });
});
