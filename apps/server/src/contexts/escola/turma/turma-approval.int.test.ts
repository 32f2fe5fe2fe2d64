import { msg, type SolicitacaoRead, type TurmaRead } from '@lunna/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discente, notificacao, solicitacao, turma, turmaDiscente, usuario } from '../../../db/schema';
import { demoChildCpf, demoChildren } from '../../../db/seed/demo-data';
import { otherSchoolStaff } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * An educator forms classes only from the children already in her classes; any other child of the
 * school waits for the director, and its data stays closed to her until the director approves.
 * Demo: Ana teaches Girassol (Lucas, Theo, Davi); Bruno teaches Beija-flor (Sofia, Alice).
 */
let t: TestApp;
const ids = new Map<string, string>();
let diretora: TestClient;
let ana: TestClient;
let bruno: TestClient;
let outraDiretora: TestClient;
let outsiderChild: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const child of demoChildren) {
    const [row] = await db()
      .select({ id: discente.id })
      .from(discente)
      .where(eq(discente.cpfDisc, demoChildCpf(child.cpfBase)));
    ids.set(child.key, row!.id);
  }
  const as = (email: string) => TestClient.signedIn(t.app, email);
  [diretora, ana, bruno] = await Promise.all([
    as('diretora@lunna.demo'),
    as('ana.professora@lunna.demo'),
    as('bruno.professor@lunna.demo'),
  ]);
  const gestor = await otherSchoolStaff(db(), 'gestor');
  outraDiretora = await as(gestor.email);
  const [child] = await db()
    .insert(discente)
    .values({
      escolaId: gestor.escolaId,
      nomeDisc: 'Criança de Fora',
      cpfDisc: '000.000.002-72',
      rgDisc: '1',
      dataNasDisc: '2022-01-01',
      alturaDisc: 90,
      pesoDisc: 12,
    })
    .returning({ id: discente.id });
  outsiderChild = child!.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const id = (key: string) => ids.get(key)!;
const child = (key: string) => ({ idDisc: id(key) });
const newTurma = (nomeTurma: string, keys: string[]) => ({
  nomeTurma,
  tema: 'roxo-aviso',
  periodo: 'Tarde',
  discentes: keys.map(child),
});
const idsOf = (list: { idDisc: string }[] | undefined) => (list ?? []).map((d) => d.idDisc).sort();

async function membersOf(turmaId: string) {
  return (
    await db()
      .select({ id: turmaDiscente.discenteId })
      .from(turmaDiscente)
      .where(eq(turmaDiscente.turmaId, turmaId))
  )
    .map((r) => r.id)
    .sort();
}

async function requestsOf(turmaId: string) {
  return db().select().from(solicitacao).where(eq(solicitacao.turmaId, turmaId));
}

async function notificationsOf(email: string) {
  const [user] = await db().select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email));
  return db()
    .select()
    .from(notificacao)
    .where(and(eq(notificacao.usuarioId, user!.id), eq(notificacao.tipo, 'solicitacao')));
}

/** Everything an educator reads of a child: profile, health card, pickup list with custody restrictions, attendance, history. */
const childReads = (idDisc: string) => [
  `/api/discente/${idDisc}`,
  `/api/discente/${idDisc}/ficha`,
  `/api/discente/${idDisc}/autorizados`,
  `/api/discente/${idDisc}/presenca`,
  `/api/discente/${idDisc}/presenca/hoje`,
  `/api/discente/${idDisc}/historico`,
];

async function readStatuses(client: TestClient, idDisc: string) {
  return Promise.all(childReads(idDisc).map(async (url) => (await client.get(url)).statusCode));
}

describe('an educator adds a child from outside her classes', () => {
  it('creating a class: the child is not a member but a pending request, its data stays closed, the director is told', async () => {
    const directorBefore = (await notificationsOf('diretora@lunna.demo')).length;
    expect(await readStatuses(ana, id('sofia'))).toEqual(childReads(id('sofia')).map(() => 403));

    const res = await ana.post('/api/turma', newTurma('Turma Pedido', ['lucas', 'sofia']));
    expect(res.statusCode).toBe(201);
    const created = res.json() as TurmaRead;
    expect(idsOf(created.discentes)).toEqual([id('lucas')]);
    expect(created.quantidadeAlunos).toBe(1);
    expect(created.discentesPendentes?.map((d) => d.nomeDisc)).toEqual(['Sofia Souza Pereira']);
    expect(await membersOf(created.idTurma)).toEqual([id('lucas')]);

    const requests = await requestsOf(created.idTurma);
    expect(requests).toEqual([
      expect.objectContaining({
        tipo: 'turma_discente',
        status: 'pendente',
        discenteId: id('sofia'),
        responsavelId: null,
      }),
    ]);

    // Pending is not membership: every read of the child is refused, and the class's boards leave her out.
    expect(await readStatuses(ana, id('sofia'))).toEqual(childReads(id('sofia')).map(() => 403));
    const board = (await ana.get(`/api/turma/${created.idTurma}/presenca`)).json() as {
      criancas: { idDisc: string }[];
    };
    expect(board.criancas.map((c) => c.idDisc)).toEqual([id('lucas')]);
    const lista = (await ana.get('/api/discente')).json() as { idDisc: string }[];
    expect(lista.map((d) => d.idDisc)).not.toContain(id('sofia'));

    // The director is told, with a link to where she decides.
    const told = await notificationsOf('diretora@lunna.demo');
    expect(told).toHaveLength(directorBefore + 1);
    expect(told.find((n) => n.refId === requests[0]!.id)).toMatchObject({
      link: '/solicitacoes',
      titulo: expect.stringContaining('Sofia'),
    });

    // The class as read again still says who waits.
    const again = (await ana.get(`/api/turma/${created.idTurma}`)).json() as TurmaRead;
    expect(idsOf(again.discentesPendentes)).toEqual([id('sofia')]);
  });

  it('the director sees who asked for which child in which class, and approves: the child joins and opens to the educator, who is told', async () => {
    const created = (
      await ana.post('/api/turma', newTurma('Turma Aprovada', ['theo', 'alice']))
    ).json() as TurmaRead;
    const [request] = await requestsOf(created.idTurma);
    const anaBefore = (await notificationsOf('ana.professora@lunna.demo')).length;

    const list = (await diretora.get('/api/solicitacao')).json() as SolicitacaoRead[];
    expect(list.find((s) => s.idSolicitacao === request!.id)).toMatchObject({
      tipo: 'turma_discente',
      status: 'pendente',
      responsavel: null,
      discente: { idDisc: id('alice'), nomeDisc: 'Alice Alves Moreira' },
      turma: { idTurma: created.idTurma, nomeTurma: 'Turma Aprovada' },
      solicitante: { nome: 'Ana Beatriz Rocha' },
    });

    // Only the school's director decides.
    for (const client of [ana, bruno]) {
      expect((await client.get('/api/solicitacao')).statusCode).toBe(403);
      expect((await client.post(`/api/solicitacao/${request!.id}/aprovar`)).statusCode).toBe(403);
      expect((await client.post(`/api/solicitacao/${request!.id}/recusar`, {})).statusCode).toBe(403);
    }
    expect((await outraDiretora.post(`/api/solicitacao/${request!.id}/aprovar`)).statusCode).toBe(403);
    expect(await membersOf(created.idTurma)).toEqual([id('theo')]);
    expect(await readStatuses(ana, id('alice'))).toEqual(childReads(id('alice')).map(() => 403));

    const approved = await diretora.post(`/api/solicitacao/${request!.id}/aprovar`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'aprovada', decididoPor: { nome: 'Helena Martins' } });
    expect(await membersOf(created.idTurma)).toEqual([id('theo'), id('alice')].sort());
    expect(await readStatuses(ana, id('alice'))).toEqual(childReads(id('alice')).map(() => 200));
    const read = (await ana.get(`/api/turma/${created.idTurma}`)).json() as TurmaRead;
    expect(idsOf(read.discentes)).toEqual([id('theo'), id('alice')].sort());
    expect(read.discentesPendentes).toEqual([]);

    const told = await notificationsOf('ana.professora@lunna.demo');
    expect(told).toHaveLength(anaBefore + 1);
    expect(told.find((n) => n.refId === request!.id)).toMatchObject({
      titulo: expect.stringContaining('Alice'),
      texto: expect.stringContaining('Turma Aprovada'),
    });

    expect((await diretora.post(`/api/solicitacao/${request!.id}/aprovar`)).json().message).toBe(
      msg.solicitacaoJaDecidida,
    );
    expect((await diretora.post(`/api/solicitacao/${request!.id}/recusar`, {})).statusCode).toBe(409);

    // Archiving the class ends the access it gave (and Alice is again outside Ana's classes for the next tests).
    expect((await ana.post(`/api/turma/${created.idTurma}/arquivar`)).statusCode).toBe(200);
    expect(await readStatuses(ana, id('alice'))).toEqual(childReads(id('alice')).map(() => 403));
  });

  it('the director refuses: the child never joins, its data stays closed, the educator is told with the reason', async () => {
    const created = (await ana.post('/api/turma', newTurma('Turma Recusada', ['davi']))).json() as TurmaRead;
    const edited = await ana.put(`/api/turma/${created.idTurma}`, {
      discentes: [child('davi'), child('sofia')],
    });
    expect(edited.statusCode).toBe(200);
    expect(idsOf((edited.json() as TurmaRead).discentes)).toEqual([id('davi')]);
    expect(idsOf((edited.json() as TurmaRead).discentesPendentes)).toEqual([id('sofia')]);
    const [request] = await requestsOf(created.idTurma);

    const res = await diretora.post(`/api/solicitacao/${request!.id}/recusar`, {
      motivo: 'Sofia fica na Beija-flor',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'recusada',
      motivo: 'Sofia fica na Beija-flor',
      discente: { idDisc: id('sofia') },
    });
    expect(await membersOf(created.idTurma)).toEqual([id('davi')]);
    expect(await readStatuses(ana, id('sofia'))).toEqual(childReads(id('sofia')).map(() => 403));
    expect(((await ana.get(`/api/turma/${created.idTurma}`)).json() as TurmaRead).discentesPendentes).toEqual(
      [],
    );
    // The child is untouched: still the school's, still in her own class.
    expect(
      await db()
        .select()
        .from(discente)
        .where(eq(discente.id, id('sofia'))),
    ).toHaveLength(1);
    const told = await notificationsOf('ana.professora@lunna.demo');
    expect(told.find((n) => n.refId === request!.id)).toMatchObject({
      texto: expect.stringContaining('Sofia fica na Beija-flor'),
    });

    // Saving the class again with her asks again (a new request), never adds her directly.
    const again = (
      await ana.put(`/api/turma/${created.idTurma}`, { discentes: [child('davi'), child('sofia')] })
    ).json() as TurmaRead;
    expect(idsOf(again.discentesPendentes)).toEqual([id('sofia')]);
    expect(await membersOf(created.idTurma)).toEqual([id('davi')]);
  });

  it('saving the class again keeps one request; leaving the child out withdraws it', async () => {
    const directorBefore = (await notificationsOf('diretora@lunna.demo')).length;
    const created = (
      await ana.post('/api/turma', newTurma('Turma Mudou de Ideia', ['lucas', 'alice']))
    ).json() as TurmaRead;
    const keep = await ana.put(`/api/turma/${created.idTurma}`, {
      discentes: [child('lucas'), child('alice')],
      nomeTurma: 'Turma Mudou',
    });
    expect(idsOf((keep.json() as TurmaRead).discentesPendentes)).toEqual([id('alice')]);
    expect(await requestsOf(created.idTurma)).toHaveLength(1);
    expect(await notificationsOf('diretora@lunna.demo')).toHaveLength(directorBefore + 1);

    const dropped = await ana.put(`/api/turma/${created.idTurma}`, { discentes: [child('lucas')] });
    expect((dropped.json() as TurmaRead).discentesPendentes).toEqual([]);
    expect(await requestsOf(created.idTurma)).toHaveLength(0);
  });

  it('archiving the class withdraws its pending requests', async () => {
    const created = (
      await ana.post('/api/turma', newTurma('Turma Arquivo', ['lucas', 'alice']))
    ).json() as TurmaRead;
    expect(await requestsOf(created.idTurma)).toHaveLength(1);
    expect((await ana.post(`/api/turma/${created.idTurma}/arquivar`)).statusCode).toBe(200);
    expect(await requestsOf(created.idTurma)).toHaveLength(0);
  });

  it('a request for a class archived in the meantime cannot be approved (409) and adds nobody', async () => {
    const created = (
      await ana.post('/api/turma', newTurma('Turma Encerrada', ['lucas', 'alice']))
    ).json() as TurmaRead;
    const [request] = await requestsOf(created.idTurma);
    await db().update(turma).set({ arquivadaEm: new Date() }).where(eq(turma.id, created.idTurma));
    const res = await diretora.post(`/api/solicitacao/${request!.id}/aprovar`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
    expect(await membersOf(created.idTurma)).toEqual([id('lucas')]);
    expect((await diretora.post(`/api/solicitacao/${request!.id}/recusar`, {})).statusCode).toBe(200);
  });
});

describe('what does not change', () => {
  it('a child already in another of her classes is added directly, with no request and no notification', async () => {
    const directorBefore = (await notificationsOf('diretora@lunna.demo')).length;
    const created = (
      await ana.post('/api/turma', newTurma('Turma Só Minhas', ['lucas', 'theo']))
    ).json() as TurmaRead;
    expect(idsOf(created.discentes)).toEqual([id('lucas'), id('theo')].sort());
    expect(created.discentesPendentes).toEqual([]);
    const edited = (
      await ana.put(`/api/turma/${created.idTurma}`, {
        discentes: [child('lucas'), child('theo'), child('davi')],
      })
    ).json() as TurmaRead;
    expect(idsOf(edited.discentes)).toEqual([id('lucas'), id('theo'), id('davi')].sort());
    expect(await requestsOf(created.idTurma)).toHaveLength(0);
    expect(await notificationsOf('diretora@lunna.demo')).toHaveLength(directorBefore);
  });

  it('a child in an archived class of hers no longer counts as hers', async () => {
    const brunoId = (
      await db()
        .select({ id: usuario.id })
        .from(usuario)
        .where(eq(usuario.email, 'bruno.professor@lunna.demo'))
    )[0]!.id;
    const old = (
      await diretora.post('/api/turma', newTurma('Turma Antiga do Bruno', ['lucas']))
    ).json() as TurmaRead;
    expect(
      (await diretora.put(`/api/turma/${old.idTurma}`, { pedagogos: [{ idUsuario: brunoId }] })).statusCode,
    ).toBe(200);
    expect((await bruno.get(`/api/discente/${id('lucas')}`)).statusCode).toBe(200);
    expect((await diretora.post(`/api/turma/${old.idTurma}/arquivar`)).statusCode).toBe(200);
    const created = (
      await bruno.post('/api/turma', newTurma('Turma Nova do Bruno', ['alice', 'lucas']))
    ).json() as TurmaRead;
    expect(idsOf(created.discentes)).toEqual([id('alice')]);
    expect(idsOf(created.discentesPendentes)).toEqual([id('lucas')]);
    expect((await bruno.get(`/api/discente/${id('lucas')}`)).statusCode).toBe(403);
  });

  it("another school's child is refused as before, and nothing is written", async () => {
    const turmasBefore = (await db().select({ id: turma.id }).from(turma)).length;
    const requestsBefore = (await db().select({ id: solicitacao.id }).from(solicitacao)).length;
    const res = await ana.post('/api/turma', {
      ...newTurma('Turma Mista', ['lucas']),
      discentes: [child('lucas'), { idDisc: outsiderChild }],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    const girassol = ((await ana.get('/api/turma')).json() as TurmaRead[]).find(
      (x) => x.nomeTurma === 'Turma Girassol',
    )!;
    expect(
      (
        await ana.put(`/api/turma/${girassol.idTurma}`, {
          discentes: [child('lucas'), { idDisc: outsiderChild }],
        })
      ).statusCode,
    ).toBe(403);
    expect((await db().select({ id: turma.id }).from(turma)).length).toBe(turmasBefore);
    expect((await db().select({ id: solicitacao.id }).from(solicitacao)).length).toBe(requestsBefore);
    expect(await membersOf(girassol.idTurma)).toEqual([id('lucas'), id('theo'), id('davi')].sort());
  });

  it('the director creates and edits classes with any child of the school directly', async () => {
    const created = (
      await diretora.post('/api/turma', newTurma('Turma da Direção', ['lucas', 'sofia']))
    ).json() as TurmaRead;
    expect(idsOf(created.discentes)).toEqual([id('lucas'), id('sofia')].sort());
    expect(created.discentesPendentes).toEqual([]);
    const edited = (
      await diretora.put(`/api/turma/${created.idTurma}`, {
        discentes: [child('lucas'), child('sofia'), child('alice')],
      })
    ).json() as TurmaRead;
    expect(idsOf(edited.discentes)).toEqual([id('lucas'), id('sofia'), id('alice')].sort());
    expect(await requestsOf(created.idTurma)).toHaveLength(0);
  });

  it('guardians never see the pending children of a class', async () => {
    await ana.post('/api/turma', newTurma('Turma Com Pedido', ['lucas', 'alice']));
    const mariana = await TestClient.signedIn(t.app, 'mariana@lunna.demo');
    const list = (await mariana.get('/api/turma')).json() as TurmaRead[];
    expect(list.every((x) => x.discentesPendentes === undefined)).toBe(true);
    expect(
      ((await mariana.get('/api/solicitacao/minhas')).json() as SolicitacaoRead[]).every(
        (s) => s.tipo !== 'turma_discente',
      ),
    ).toBe(true);
  });
});
