import {
  encodeMuralCursor,
  memoriaImagemPath,
  type MuralItem,
  type MuralPage,
  type PainelRead,
} from '@lunna/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { turma, turmaPedagogo } from '../../../db/schema';
import { otherSchoolStaff } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  addAtividade,
  addAviso,
  addEnquete,
  addMemoria,
  consent,
  demo,
  vote,
  type Demo,
} from './mural.test-support';

let t: TestApp;
let d: Demo;
let outsider: Awaited<ReturnType<typeof otherSchoolStaff>>;
let outsiderDirector: Awaited<ReturnType<typeof otherSchoolStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  d = await demo(t.database.db);
  outsider = await otherSchoolStaff(t.database.db, 'pedagogo');
  outsiderDirector = await otherSchoolStaff(t.database.db, 'gestor');
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const db = () => t.database.db;
const as = (email: string) => TestClient.signedIn(t.app, email);
const kid = (key: string) => d.children.get(key)!;
const user = (email: string) => d.users.get(email)!;
const girassol = () => d.turmas.get('Turma Girassol')!;
const beijaFlor = () => d.turmas.get('Turma Beija-flor')!;
const ANA = 'ana.professora@lunna.demo';
const MARIANA = 'mariana@lunna.demo';
const CARLOS = 'carlos@lunna.demo';
const PATRICIA = 'patricia@lunna.demo';
const guardians = () => [MARIANA, CARLOS, PATRICIA].map(user);
/** Posted "in the future", so these items are the newest whatever the demo seed holds. */
let minutes = 0;
const soon = () => new Date(Date.now() + 86_400_000 + ++minutes * 60_000);
const inGirassol = (createdAt: Date) => ({
  escolaId: d.escolaId,
  turmaId: girassol(),
  autorId: user(ANA),
  createdAt,
});

async function allPages(
  client: TestClient,
  path: string,
): Promise<{ pages: MuralPage[]; items: MuralItem[] }> {
  const pages: MuralPage[] = [];
  let cursor: string | null = null;
  do {
    const res = await client.get(cursor ? `${path}?cursor=${cursor}` : path);
    expect(res.statusCode).toBe(200);
    const page = res.json() as MuralPage;
    pages.push(page);
    cursor = page.proximoCursor;
  } while (cursor && pages.length < 50);
  return { pages, items: pages.flatMap((p) => p.itens) };
}

const expectNewestFirst = (items: MuralItem[]) => {
  for (let i = 1; i < items.length; i++) expect(items[i - 1]!.criadoEm >= items[i]!.criadoEm).toBe(true);
};

describe('the class wall', () => {
  it("shows a guardian the wall of the child's class, newest first, mixing notices, activities, photos and polls", async () => {
    const escolaAviso = await addAviso(db(), {
      escolaId: d.escolaId,
      turmaId: null,
      autorId: user('diretora@lunna.demo'),
      createdAt: soon(),
      destinatarios: guardians(),
    });
    const turmaAviso = await addAviso(db(), {
      ...inGirassol(soon()),
      destinatarios: guardians(),
      importancia: 'Atenção',
    });
    const poll = await addEnquete(db(), { ...inGirassol(soon()), inicio: '2026-03-02', fim: '2026-03-20' });
    const foto = await addMemoria(db(), { ...inGirassol(soon()), descricao: 'Pintura com guache no pátio' });
    const atv = await addAtividade(db(), {
      ...inGirassol(soon()),
      tipo: 'linguistica',
      titulo: 'Contação de histórias',
    });

    const mariana = await as(MARIANA);
    const res = await mariana.get(`/api/discente/${kid('lucas')}/mural`);
    expect(res.statusCode).toBe(200);
    const page = res.json() as MuralPage;
    expect(page.turmas).toEqual([{ idTurma: girassol(), nomeTurma: 'Turma Girassol' }]);
    expect(page.itens.slice(0, 5).map((i) => [i.tipo, i.id])).toEqual([
      ['atividade', atv],
      ['memoria', foto],
      ['enquete', poll.id],
      ['aviso', turmaAviso],
      ['aviso', escolaAviso],
    ]);
    const [atividade, memoria, enquete, aviso] = page.itens as [MuralItem, MuralItem, MuralItem, MuralItem];
    expect(atividade).toMatchObject({
      titulo: 'Contação de histórias',
      tipoAtividade: 'linguistica',
      link: `/atividade?tipo=linguistica#atividade-${atv}`,
    });
    expect(atividade.autor.nome).toBe('Ana Beatriz Rocha');
    expect(atividade.autor.ftPerfil).toEqual(expect.any(String));
    expect(memoria).toMatchObject({
      resumo: 'Pintura com guache no pátio',
      miniatura: memoriaImagemPath(foto, 'miniatura'),
      link: `/memoria#memoria-${foto}`,
    });
    expect(enquete).toMatchObject({
      titulo: 'Qual passeio vocês preferem?',
      inicio: '2026-03-02',
      fim: '2026-03-20',
    });
    expect(aviso).toMatchObject({ importancia: 'Atenção', link: `/avisos#aviso-${turmaAviso}` });
    expectNewestFirst(page.itens);

    // Patricia follows Alice in the other class: none of Turma Girassol's items, the school's notice yes.
    const patricia = await as(PATRICIA);
    const alice = (await allPages(patricia, `/api/discente/${kid('alice')}/mural`)).items.map((i) => i.id);
    for (const id of [atv, foto, poll.id, turmaAviso]) expect(alice).not.toContain(id);
    expect(alice).toContain(escolaAviso);
  });

  it('shows a guardian only the notices addressed to them, and staff every notice of the class', async () => {
    const notToMariana = await addAviso(db(), { ...inGirassol(soon()), destinatarios: [user(CARLOS)] });
    const mariana = (await allPages(await as(MARIANA), `/api/discente/${kid('lucas')}/mural`)).items.map(
      (i) => i.id,
    );
    const carlos = (await allPages(await as(CARLOS), `/api/discente/${kid('theo')}/mural`)).items.map(
      (i) => i.id,
    );
    const ana = (await allPages(await as(ANA), `/api/turma/${girassol()}/mural`)).items.map((i) => i.id);
    expect(mariana).not.toContain(notToMariana);
    expect(carlos).toContain(notToMariana);
    expect(ana).toContain(notToMariana);
  });

  it("never shows a photo of another family's child whose guardians have not consented", async () => {
    const foto = await addMemoria(db(), { ...inGirassol(soon()), marcados: [kid('lucas'), kid('davi')] });
    const seenBy = async (email: string, child: string) => {
      const client = await as(email);
      const wall = (await allPages(client, `/api/discente/${kid(child)}/mural`)).items.map((i) => i.id);
      const painel = (await client.get(`/api/discente/${kid(child)}/painel`)).json() as PainelRead;
      return { wall: wall.includes(foto), painel: painel.fotos.some((f) => f.idMemoria === foto) };
    };
    await consent(db(), kid('lucas'), user(MARIANA), true);
    // Davi's family has decided nothing: protected from Lucas's family, not from his own.
    expect(await seenBy(MARIANA, 'lucas')).toEqual({ wall: false, painel: false });
    expect(await seenBy(CARLOS, 'davi')).toEqual({ wall: true, painel: true });
    await consent(db(), kid('davi'), user(CARLOS), true);
    expect(await seenBy(MARIANA, 'lucas')).toEqual({ wall: true, painel: true });
    // Refusing later takes it back; and Lucas's refusal hides it from Davi's family.
    await consent(db(), kid('davi'), user(CARLOS), false);
    expect(await seenBy(MARIANA, 'lucas')).toEqual({ wall: false, painel: false });
    await consent(db(), kid('lucas'), user(MARIANA), false);
    expect(await seenBy(CARLOS, 'davi')).toEqual({ wall: false, painel: false });
    await consent(db(), kid('lucas'), user(MARIANA), true);
    // The class's educator sees what she posted.
    expect(
      (await allPages(await as(ANA), `/api/turma/${girassol()}/mural`)).items.map((i) => i.id),
    ).toContain(foto);
  });

  it('shows the class wall to its educator and the director, and refuses everyone else', async () => {
    const atv = await addAtividade(db(), inGirassol(soon()));
    for (const email of [ANA, 'diretora@lunna.demo']) {
      const res = await (await as(email)).get(`/api/turma/${girassol()}/mural`);
      expect(res.statusCode).toBe(200);
      expect((res.json() as MuralPage).itens.map((i) => i.id)).toContain(atv);
    }
    expect(
      (await (await as('bruno.professor@lunna.demo')).get(`/api/turma/${girassol()}/mural`)).statusCode,
    ).toBe(403);
    expect((await (await as(MARIANA)).get(`/api/turma/${girassol()}/mural`)).statusCode).toBe(403);
    for (const o of [outsider, outsiderDirector]) {
      const client = await as(o.email);
      expect((await client.get(`/api/turma/${girassol()}/mural`)).statusCode).toBe(403);
      expect((await client.get(`/api/discente/${kid('lucas')}/mural`)).statusCode).toBe(403);
      expect((await client.get(`/api/discente/${kid('lucas')}/painel`)).statusCode).toBe(403);
    }
    expect(
      (await (await as(ANA)).get(`/api/turma/00000000-0000-4000-8000-000000000000/mural`)).statusCode,
    ).toBe(404);
    expect((await new TestClient(t.app).get(`/api/turma/${girassol()}/mural`)).statusCode).toBe(401);
  });

  it("refuses a child's wall and dashboard to anyone but the child's guardians", async () => {
    const carlos = await as(CARLOS);
    const patricia = await as(PATRICIA);
    const ana = await as(ANA);
    for (const path of ['mural', 'painel']) {
      expect((await carlos.get(`/api/discente/${kid('lucas')}/${path}`)).statusCode).toBe(403);
      expect((await patricia.get(`/api/discente/${kid('sofia')}/${path}`)).statusCode).toBe(403);
      // Staff read the class wall instead.
      expect((await ana.get(`/api/discente/${kid('lucas')}/${path}`)).statusCode).toBe(403);
      expect(
        (await carlos.get(`/api/discente/00000000-0000-4000-8000-000000000000/${path}`)).statusCode,
      ).toBe(404);
      expect((await carlos.get(`/api/discente/not-a-uuid/${path}`)).statusCode).toBe(400);
      expect((await new TestClient(t.app).get(`/api/discente/${kid('lucas')}/${path}`)).statusCode).toBe(401);
    }
    // Nothing to write here.
    expect((await carlos.post(`/api/discente/${kid('theo')}/mural`, {})).statusCode).toBe(404);
  });

  it('answers 400 to a cursor it did not make', async () => {
    const mariana = await as(MARIANA);
    const ana = await as(ANA);
    const uuid = '7a1c3c1e-2b7f-4b8e-9f00-1b2c3d4e5f60';
    const forged = (t: string, id = uuid) => Buffer.from(JSON.stringify([t, id])).toString('base64url');
    for (const cursor of [
      'abc!!',
      'bm9wZQ',
      forged('2026-13-01T00:00:00.000000Z'),
      forged('2026-02-31T10:00:00.000000Z'),
      forged('2026-02-01T10:00:00Z'),
      forged('2026-02-01T10:00:00.000000Z', "1' or '1'='1"),
    ]) {
      for (const res of [
        await mariana.get(`/api/discente/${kid('lucas')}/mural?cursor=${encodeURIComponent(cursor)}`),
        await ana.get(`/api/turma/${girassol()}/mural?cursor=${encodeURIComponent(cursor)}`),
      ]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { cursor: expect.any(String) } });
      }
    }
    // A well-formed one is accepted.
    expect(
      (
        await mariana.get(
          `/api/discente/${kid('lucas')}/mural?cursor=${forged('2026-02-01T10:00:00.000000Z')}`,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('returns every item of a class exactly once across pages, even when several share an instant', async () => {
    const [row] = await db()
      .insert(turma)
      .values({ escolaId: d.escolaId, nomeTurma: 'Turma Paginação', periodo: 'Manhã' })
      .returning({ id: turma.id });
    const turmaId = row!.id;
    await db()
      .insert(turmaPedagogo)
      .values({ turmaId, usuarioId: user(ANA) });
    const expected: string[] = [];
    for (let i = 0; i < 47; i++) {
      // Groups of three share one instant, to the microsecond.
      const createdAt = sql`${`2031-05-10T12:00:00.123456Z`}::timestamptz - ${Math.floor(i / 3)} * interval '1 second'`;
      const c = { escolaId: d.escolaId, turmaId, autorId: user(ANA), createdAt };
      const kind = i % 4;
      if (kind === 0) expected.push(await addAtividade(db(), c));
      else if (kind === 1) expected.push(await addMemoria(db(), c));
      else if (kind === 2)
        expected.push((await addEnquete(db(), { ...c, inicio: '2031-05-01', fim: '2031-05-30' })).id);
      else expected.push(await addAviso(db(), { ...c, destinatarios: [] }));
    }
    const { pages, items } = await allPages(await as(ANA), `/api/turma/${turmaId}/mural`);
    expect(pages.map((p) => p.itens.length)).toEqual([20, 20, 7]);
    expect(pages.at(-1)!.proximoCursor).toBeNull();
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...expected].sort());
    expectNewestFirst(items);
    expect(new Set(items.map((i) => i.tipo))).toEqual(new Set(['aviso', 'atividade', 'memoria', 'enquete']));
  });

  it("pages through a guardian's wall without repeating or skipping an item", async () => {
    const mine: string[] = [];
    const at = soon();
    for (let i = 0; i < 26; i++) {
      const c = inGirassol(new Date(at.getTime() + Math.floor(i / 2) * 1000));
      if (i % 3 === 0) mine.push(await addAtividade(db(), c));
      else if (i % 3 === 1) mine.push(await addMemoria(db(), c));
      else mine.push(await addAviso(db(), { ...c, destinatarios: guardians() }));
    }
    const { pages, items } = await allPages(await as(MARIANA), `/api/discente/${kid('lucas')}/mural`);
    expect(pages.length).toBeGreaterThan(1);
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of mine) expect(ids).toContain(id);
    expectNewestFirst(items);
    const staffIds = new Set(
      (await allPages(await as(ANA), `/api/turma/${girassol()}/mural`)).items.map((i) => i.id),
    );
    // Everything on the guardian's wall of the class is on the class's wall, except the school-wide notices.
    const escolaWide = items.filter((i) => !staffIds.has(i.id));
    for (const i of escolaWide) expect(i.tipo).toBe('aviso');
  });
});

describe("the guardian's dashboard", () => {
  it('gives the latest activity of each kind, the newest visible photos, the latest two notices and the open polls to answer', async () => {
    // A day long past: whatever the demo seed holds for today lies in this clock's future.
    t.clock.set(new Date('2020-03-11T15:00:00Z'));
    const g = (createdAt: Date) => inGirassol(createdAt);
    const oldRec = await addAtividade(db(), {
      ...g(soon()),
      tipo: 'recreativa',
      data: '2020-03-09',
      titulo: 'Pintura',
    });
    const rec = await addAtividade(db(), {
      ...g(soon()),
      tipo: 'recreativa',
      data: '2020-03-11',
      titulo: 'Música e Dança',
    });
    await addAtividade(db(), { ...g(soon()), tipo: 'recreativa', data: '2020-03-12', titulo: 'Amanhã' });
    const ling = await addAtividade(db(), {
      ...g(soon()),
      tipo: 'linguistica',
      data: '2020-03-02',
      titulo: 'Contação',
    });
    await addAtividade(db(), {
      ...inGirassol(soon()),
      turmaId: beijaFlor(),
      tipo: 'comportamental',
      data: '2020-03-10',
      titulo: 'De outra turma',
    });

    const fotos: string[] = [];
    for (let i = 0; i < 7; i++) fotos.push(await addMemoria(db(), g(soon())));
    const hidden = await addMemoria(db(), { ...g(soon()), marcados: [kid('davi')] }); // Davi: no consent

    const read = await addAviso(db(), {
      ...g(soon()),
      destinatarios: guardians(),
      titulo: 'Lido',
      importancia: 'Importante',
      lidoPor: [user(MARIANA)],
    });
    await addAviso(db(), { ...g(soon()), destinatarios: [user(CARLOS)], titulo: 'Não é para ela' });
    const latest = await addAviso(db(), {
      escolaId: d.escolaId,
      turmaId: null,
      autorId: user('diretora@lunna.demo'),
      createdAt: soon(),
      destinatarios: guardians(),
      titulo: 'Escola',
    });

    const open1 = await addEnquete(db(), { ...g(soon()), inicio: '2020-03-01', fim: '2020-03-11' });
    await addEnquete(db(), { ...g(soon()), inicio: '2020-03-11', fim: '2020-03-30' });
    const voted = await addEnquete(db(), { ...g(soon()), inicio: '2020-03-01', fim: '2020-03-30' });
    await vote(db(), voted.id, voted.opcoes[0]!, kid('lucas'), user(MARIANA));
    await addEnquete(db(), { ...g(soon()), inicio: '2020-02-01', fim: '2020-03-10' }); // closed
    await addEnquete(db(), { ...g(soon()), inicio: '2020-03-12', fim: '2020-03-30' }); // not open yet
    await addEnquete(db(), {
      ...inGirassol(soon()),
      turmaId: beijaFlor(),
      inicio: '2020-03-01',
      fim: '2020-03-30',
    });
    // Theo (Girassol) voted on by his family: Lucas still has to answer.
    await vote(db(), open1.id, open1.opcoes[1]!, kid('theo'), user(CARLOS));

    const res = await (await as(MARIANA)).get(`/api/discente/${kid('lucas')}/painel`);
    expect(res.statusCode).toBe(200);
    const painel = res.json() as PainelRead;
    expect(painel.atividades).toEqual({
      recreativa: { idAtividade: rec, tituloAtv: 'Música e Dança', data: '2020-03-11' },
      linguistica: { idAtividade: ling, tituloAtv: 'Contação', data: '2020-03-02' },
      comportamental: null,
    });
    expect(oldRec).not.toBe(rec);
    expect(painel.fotos.map((f) => f.idMemoria)).toEqual(fotos.slice(1).reverse());
    expect(painel.fotos.map((f) => f.idMemoria)).not.toContain(hidden);
    expect(painel.fotos[0]!.miniatura).toBe(memoriaImagemPath(fotos[6]!, 'miniatura'));
    expect(painel.avisos).toMatchObject([
      { idAviso: latest, tituloAviso: 'Escola', importancia: 'Normal', lido: false },
      { idAviso: read, tituloAviso: 'Lido', importancia: 'Importante', lido: true },
    ]);
    expect(painel.enquetesPendentes).toBe(2);

    // Sofia's dashboard (Beija-flor) shares nothing of it but the school's notice.
    const sofia = (
      await (await as(MARIANA)).get(`/api/discente/${kid('sofia')}/painel`)
    ).json() as PainelRead;
    expect(sofia.atividades.comportamental?.tituloAtv).toBe('De outra turma');
    expect(sofia.atividades.recreativa?.idAtividade).not.toBe(rec);
    expect(sofia.fotos.map((f) => f.idMemoria).filter((id) => fotos.includes(id))).toEqual([]);
    expect(sofia.avisos[0]!.idAviso).toBe(latest);
    expect(sofia.enquetesPendentes).toBe(1);
  });
});

// Keeps the encoder honest: what the server hands out, it takes back.
it('reads back the cursors it writes', async () => {
  const cursor = encodeMuralCursor({
    t: '2031-05-10T12:00:00.123456Z',
    id: '7a1c3c1e-2b7f-4b8e-9f00-1b2c3d4e5f60',
  });
  expect((await (await as(ANA)).get(`/api/turma/${girassol()}/mural?cursor=${cursor}`)).statusCode).toBe(200);
});
