import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { discente, enquete, enqueteOpcao, enqueteVoto, job, notificacao } from '../../../db/schema';
import { demoChildCpf, demoChildren } from '../../../db/seed/demo-data';
import { addDaysTo, instantAt, localDate } from '../../../lib/school-time';
import { otherSchoolStaff } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
const child = new Map<string, string>();
const turmas = new Map<string, string>();
let outsider: Awaited<ReturnType<typeof otherSchoolStaff>>;
const TZ = 'America/Sao_Paulo';

beforeAll(async () => {
  t = await createTestApp();
  for (const c of demoChildren) {
    const [row] = await t.database.db
      .select({ id: discente.id })
      .from(discente)
      .where(eq(discente.cpfDisc, demoChildCpf(c.cpfBase)));
    child.set(c.key, row!.id);
  }
  for (const x of (await (await as('diretora@lunna.demo')).get('/api/turma')).json())
    turmas.set(x.nomeTurma, x.idTurma);
  outsider = await otherSchoolStaff(t.database.db, 'gestor');
});
afterEach(() => t.clock.reset());
afterAll(() => t.close());

const as = (email: string) => TestClient.signedIn(t.app, email);
const hoje = () => localDate(t.clock.now(), TZ);
const girassol = () => turmas.get('Turma Girassol')!;
const beijaFlor = () => turmas.get('Turma Beija-flor')!;
const count = async () => (await t.database.db.select({ id: enquete.id }).from(enquete)).length;
const poll = (overrides: Record<string, unknown> = {}) => ({
  idTurma: girassol(),
  pergunta: 'Qual lanche para o piquenique?',
  opcoes: ['Frutas', 'Sanduíche', 'Bolo de cenoura', 'Pipoca'],
  inicio: hoje(),
  fim: addDaysTo(hoje(), 5),
  cor: 'pink',
  ...overrides,
});
type Read = {
  idEnquete: string;
  opcoes: { idOpcao: string; texto: string; votos: number | null }[];
  totalVotos: number | null;
  meuVoto: string | null;
  situacao: string;
  podeVotar: boolean;
};
const itens = async (client: TestClient, url: string) => (await client.get(url)).json().itens as Read[];
const votesOf = async (idEnquete: string) =>
  t.database.db.select().from(enqueteVoto).where(eq(enqueteVoto.enqueteId, idEnquete));

describe('POST /api/enquete', () => {
  it('an educator opens a poll for her class: four options, the guardians notified at once', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const res = await ana.post('/api/enquete', poll());
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      pergunta: 'Qual lanche para o piquenique?',
      situacao: 'aberta',
      cor: 'pink',
      nomeTurma: 'Turma Girassol',
      totalVotos: 0,
      podeExcluir: true,
    });
    expect(created.opcoes.map((o: { texto: string }) => o.texto)).toEqual([
      'Frutas',
      'Sanduíche',
      'Bolo de cenoura',
      'Pipoca',
    ]);
    const notes = await t.database.db
      .select()
      .from(notificacao)
      .where(eq(notificacao.refId, created.idEnquete));
    expect(notes).toHaveLength(3);
    expect(
      notes.every(
        (n) =>
          n.tipo === 'enquete' &&
          n.prioridade === 'Normal' &&
          n.link === `/enquetes#enquete-${created.idEnquete}`,
      ),
    ).toBe(true);
  });

  it('a poll starting on a later day is announced by a job on that morning, not before', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const inicio = addDaysTo(hoje(), 3);
    const created = (
      await ana.post('/api/enquete', poll({ inicio, fim: addDaysTo(inicio, 2), cor: null }))
    ).json();
    expect(created.situacao).toBe('agendada');
    expect(
      await t.database.db.select().from(notificacao).where(eq(notificacao.refId, created.idEnquete)),
    ).toHaveLength(0);
    const [scheduled] = await t.database.db.select().from(job).where(eq(job.tipo, 'enquete_abertura'));
    expect(scheduled!.executarEm.toISOString()).toBe(instantAt(inicio, '07:00', TZ).toISOString());
    // Families do not see it before it opens.
    expect(
      (await itens(await as('mariana@lunna.demo'), `/api/discente/${child.get('lucas')}/enquete`)).some(
        (p) => p.idEnquete === created.idEnquete,
      ),
    ).toBe(false);
    t.clock.set(new Date(instantAt(inicio, '07:01', TZ)));
    await t.app.jobs.runDue();
    expect(
      await t.database.db.select().from(notificacao).where(eq(notificacao.refId, created.idEnquete)),
    ).toHaveLength(3);
  });

  it('refuses guardians, another class, another school; nothing written', async () => {
    const before = await count();
    expect((await new TestClient(t.app).post('/api/enquete', poll())).statusCode).toBe(401);
    expect((await (await as('carlos@lunna.demo')).post('/api/enquete', poll())).statusCode).toBe(403);
    expect(
      (await (await as('ana.professora@lunna.demo')).post('/api/enquete', poll({ idTurma: beijaFlor() })))
        .statusCode,
    ).toBe(403);
    expect((await (await as(outsider.email)).post('/api/enquete', poll())).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('bad inputs: missing question, three options, an empty option, end before start or in the past, unknown colour; nothing written', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ pergunta: '' }, 'pergunta', 'Campo obrigatorio'],
      [{ opcoes: ['A', 'B', 'C'] }, 'opcoes', 'A enquete precisa de quatro opções'],
      [{ opcoes: ['A', 'B', 'C', 'D', 'E'] }, 'opcoes', 'A enquete precisa de quatro opções'],
      [{ opcoes: ['A', ' ', 'C', 'D'] }, 'opcoes.1', 'Campo obrigatorio'],
      [
        { inicio: addDaysTo(hoje(), 4), fim: addDaysTo(hoje(), 2) },
        'fim',
        'A data final deve ser igual ou posterior à inicial',
      ],
      [
        { inicio: addDaysTo(hoje(), -9), fim: addDaysTo(hoje(), -2) },
        'fim',
        'A data final já passou: escolha hoje ou uma data futura',
      ],
      [{ inicio: '2026-02-30' }, 'inicio', 'A data está invalida'],
      [{ cor: 'marrom' }, 'cor', 'Valor invalido'],
    ];
    for (const [override, field, message] of cases) {
      const res = await ana.post('/api/enquete', poll(override));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    const { opcoes: _o, ...noOptions } = poll();
    expect((await ana.post('/api/enquete', noOptions)).json().fields.opcoes).toBe(
      'A enquete precisa de quatro opções',
    );
    expect(await count()).toBe(before);
  });
});

describe('voting', () => {
  it('a guardian votes once per child; voting again replaces that single vote; results appear only after voting', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const created = (await ana.post('/api/enquete', poll({ pergunta: 'Votação de teste' }))).json() as Read;
    const mariana = await as('mariana@lunna.demo');
    const url = `/api/discente/${child.get('lucas')}/enquete`;
    const before = (await itens(mariana, url)).find((p) => p.idEnquete === created.idEnquete)!;
    expect(before).toMatchObject({ podeVotar: true, meuVoto: null, totalVotos: null });
    expect(before.opcoes.every((o) => o.votos === null)).toBe(true);

    const [frutas, sanduiche] = created.opcoes;
    const first = await mariana.put(`/api/enquete/${created.idEnquete}/voto`, {
      idDisc: child.get('lucas'),
      idOpcao: frutas!.idOpcao,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ meuVoto: frutas!.idOpcao, totalVotos: 1 });
    expect(first.json().opcoes[0].votos).toBe(1);

    const again = await mariana.put(`/api/enquete/${created.idEnquete}/voto`, {
      idDisc: child.get('lucas'),
      idOpcao: sanduiche!.idOpcao,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().totalVotos).toBe(1);
    expect(again.json().opcoes.map((o: { votos: number }) => o.votos)).toEqual([0, 1, 0, 0]);
    const rows = await votesOf(created.idEnquete);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ discenteId: child.get('lucas'), opcaoId: sanduiche!.idOpcao });

    // Carlos votes for Theo and Davi: one vote per child.
    const carlos = await as('carlos@lunna.demo');
    for (const key of ['theo', 'davi']) {
      expect(
        (
          await carlos.put(`/api/enquete/${created.idEnquete}/voto`, {
            idDisc: child.get(key),
            idOpcao: frutas!.idOpcao,
          })
        ).statusCode,
      ).toBe(200);
    }
    // Patrícia, Theo's other guardian, changes Theo's vote rather than adding one.
    const patricia = await as('patricia@lunna.demo');
    expect(
      (
        await patricia.put(`/api/enquete/${created.idEnquete}/voto`, {
          idDisc: child.get('theo'),
          idOpcao: sanduiche!.idOpcao,
        })
      ).statusCode,
    ).toBe(200);
    expect(await votesOf(created.idEnquete)).toHaveLength(3);

    // Staff see live counts.
    const live = (await itens(ana, '/api/enquete')).find((p) => p.idEnquete === created.idEnquete)!;
    expect(live.opcoes.map((o) => o.votos)).toEqual([1, 2, 0, 0]);
    expect(live.totalVotos).toBe(3);
  });

  it('refuses a vote before the start or after the end (409), for a child of another class, from staff, with a foreign option; nothing written', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const inicio = addDaysTo(hoje(), 2);
    const later = (
      await ana.post('/api/enquete', poll({ inicio, fim: addDaysTo(inicio, 1) }))
    ).json() as Read;
    const open = (await ana.post('/api/enquete', poll({ fim: addDaysTo(hoje(), 1) }))).json() as Read;
    const other = (await ana.post('/api/enquete', poll())).json() as Read;
    const mariana = await as('mariana@lunna.demo');
    const vote = (id: string, idOpcao: string, idDisc = child.get('lucas')) =>
      mariana.put(`/api/enquete/${id}/voto`, { idDisc, idOpcao });

    const early = await vote(later.idEnquete, later.opcoes[0]!.idOpcao);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Esta enquete não está aberta para votos');
    // Sofia is Mariana's child too, but in Beija-flor.
    expect((await vote(open.idEnquete, open.opcoes[0]!.idOpcao, child.get('sofia'))).statusCode).toBe(403);
    // Theo is not Mariana's child.
    expect((await vote(open.idEnquete, open.opcoes[0]!.idOpcao, child.get('theo'))).statusCode).toBe(403);
    expect((await vote(open.idEnquete, other.opcoes[0]!.idOpcao)).json().fields.idOpcao).toBe(
      'Opção invalida',
    );
    expect(
      (
        await ana.put(`/api/enquete/${open.idEnquete}/voto`, {
          idDisc: child.get('lucas'),
          idOpcao: open.opcoes[0]!.idOpcao,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await (
          await as(outsider.email)
        ).put(`/api/enquete/${open.idEnquete}/voto`, {
          idDisc: child.get('lucas'),
          idOpcao: open.opcoes[0]!.idOpcao,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await mariana.put(`/api/enquete/${open.idEnquete}/voto`, { idDisc: child.get('lucas') })).statusCode,
    ).toBe(400);

    // The last day still counts (inclusive), the day after does not.
    t.clock.set(instantAt(addDaysTo(hoje(), 1), '23:30', TZ));
    expect((await vote(open.idEnquete, open.opcoes[1]!.idOpcao)).statusCode).toBe(200);
    t.clock.set(instantAt(addDaysTo(localDate(new Date(), TZ), 2), '00:10', TZ));
    const late = await vote(open.idEnquete, open.opcoes[2]!.idOpcao);
    expect(late.statusCode).toBe(409);
    const rows = await votesOf(open.idEnquete);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.opcaoId).toBe(open.opcoes[1]!.idOpcao);
    expect(await votesOf(later.idEnquete)).toHaveLength(0);
    expect(await votesOf(other.idEnquete)).toHaveLength(0);
  });
});

describe('reading polls', () => {
  it("'Enquetes Passadas': closed polls with results for the child's class only; another class's guardian sees none of them", async () => {
    const mariana = await as('mariana@lunna.demo');
    const lucasPast = await itens(mariana, `/api/discente/${child.get('lucas')}/enquete?passadas=true`);
    expect(lucasPast.map((p) => p.situacao)).toEqual(lucasPast.map(() => 'encerrada'));
    const passeio = lucasPast.find((p) => p.opcoes.some((o) => o.texto === 'Zoológico'))!;
    // Seeded: Lucas and Theo chose the farm, Davi the zoo.
    expect(passeio.opcoes.map((o) => o.votos)).toEqual([1, 0, 2, 0]);
    expect(passeio.podeVotar).toBe(false);
    const sofiaPast = await itens(mariana, `/api/discente/${child.get('sofia')}/enquete?passadas=true`);
    expect(sofiaPast.some((p) => p.idEnquete === passeio.idEnquete)).toBe(false);
    expect(sofiaPast.length).toBeGreaterThan(0);

    const patricia = await as('patricia@lunna.demo');
    const alice = [
      ...(await itens(patricia, `/api/discente/${child.get('alice')}/enquete`)),
      ...(await itens(patricia, `/api/discente/${child.get('alice')}/enquete?passadas=true`)),
    ];
    const girassolIds = (
      await t.database.db.select({ id: enquete.id }).from(enquete).where(eq(enquete.turmaId, girassol()))
    ).map((r) => r.id);
    expect(alice.length).toBeGreaterThan(0);
    expect(alice.some((p) => girassolIds.includes(p.idEnquete))).toBe(false);
    expect(
      (await (await as('carlos@lunna.demo')).get(`/api/discente/${child.get('alice')}/enquete`)).statusCode,
    ).toBe(403);
    expect(
      (await (await as(outsider.email)).get(`/api/discente/${child.get('lucas')}/enquete`)).statusCode,
    ).toBe(403);
    expect((await patricia.get('/api/enquete')).statusCode).toBe(403);
  });

  it('staff: an educator lists her classes only; the director all; another school nothing', async () => {
    const bruno = await as('bruno.professor@lunna.demo');
    const own = (await bruno.get('/api/enquete')).json().itens as { nomeTurma: string; totalVotos: number }[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((p) => p.nomeTurma === 'Turma Beija-flor' && typeof p.totalVotos === 'number')).toBe(
      true,
    );
    expect((await bruno.get(`/api/enquete?idTurma=${girassol()}`)).statusCode).toBe(403);
    const all = (await (await as('diretora@lunna.demo')).get('/api/enquete?passadas=true')).json().itens as {
      nomeTurma: string;
    }[];
    expect(new Set(all.map((p) => p.nomeTurma))).toEqual(new Set(['Turma Girassol', 'Turma Beija-flor']));
    expect((await (await as(outsider.email)).get('/api/enquete')).json().itens).toEqual([]);
  });
});

describe('DELETE /api/enquete/:idEnquete', () => {
  it('the author or the director deletes (votes and options go with it); others may not', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const p = (await ana.post('/api/enquete', poll({ pergunta: 'Apagar' }))).json() as Read;
    await (
      await as('mariana@lunna.demo')
    ).put(`/api/enquete/${p.idEnquete}/voto`, { idDisc: child.get('lucas'), idOpcao: p.opcoes[0]!.idOpcao });
    expect((await (await as('mariana@lunna.demo')).delete(`/api/enquete/${p.idEnquete}`)).statusCode).toBe(
      403,
    );
    expect(
      (await (await as('bruno.professor@lunna.demo')).delete(`/api/enquete/${p.idEnquete}`)).statusCode,
    ).toBe(403);
    expect((await (await as(outsider.email)).delete(`/api/enquete/${p.idEnquete}`)).statusCode).toBe(404);
    expect((await ana.delete(`/api/enquete/${p.idEnquete}`)).statusCode).toBe(200);
    expect(await votesOf(p.idEnquete)).toHaveLength(0);
    expect(
      await t.database.db
        .select()
        .from(enqueteOpcao)
        .where(and(eq(enqueteOpcao.enqueteId, p.idEnquete))),
    ).toHaveLength(0);
  });
});
