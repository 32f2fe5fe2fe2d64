import { msg } from '@lunna/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arquivo,
  auditLog,
  discente,
  historicoAlteracao,
  notificacao,
  responsavel,
  solicitacao,
  usuario,
} from '../../../db/schema';
import { demoGuardians } from '../../../db/seed/demo-data';
import {
  contatoPayload,
  discentePayload,
  fichaMedPayload,
  multipart,
  nextCpf,
  otherSchoolStaff,
  pngImage,
  responsavelPayload,
} from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let diretora: TestClient;
let ana: TestClient;
let mariana: TestClient;
let carlos: TestClient;
let outraDiretora: TestClient;
let outraEducadora: TestClient;

const guardian = (key: 'mariana' | 'carlos' | 'patricia') =>
  demoGuardians.find((g) => g.email.startsWith(key))!;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const signedIn = (email: string) => TestClient.signedIn(t.app, email);
  [diretora, ana, mariana, carlos] = await Promise.all([
    signedIn('diretora@lunna.demo'),
    signedIn('ana.professora@lunna.demo'),
    signedIn('mariana@lunna.demo'),
    signedIn('carlos@lunna.demo'),
  ]);
  const gestor = await otherSchoolStaff(t.database.db, 'gestor');
  outraDiretora = await TestClient.signedIn(t.app, gestor.email);
  const pedagogo = await otherSchoolStaff(t.database.db, 'pedagogo');
  outraEducadora = await TestClient.signedIn(t.app, pedagogo.email);
});
afterAll(() => t.close());

const db = () => t.database.db;

/** The signed-in guardian adds a child with a photo (and, like the web form, its record and a contact). */
async function addChild(client: TestClient, nomeDisc: string) {
  const png = await pngImage('#FEB018');
  const res = await client.post(
    '/api/discente',
    multipart(
      { body: JSON.stringify(discentePayload({ nomeDisc })) },
      { imgDisc: { data: png, name: 'f.png', type: 'image/png' } },
    ),
  );
  expect(res.statusCode).toBe(201);
  const idDisc = res.json().idDisc as string;
  expect((await client.post('/api/ficha-med', fichaMedPayload(idDisc))).statusCode).toBe(201);
  expect((await client.post('/api/contato-emergencia', contatoPayload(idDisc))).statusCode).toBe(201);
  return idDisc;
}

async function requestOf(idDisc: string) {
  const [row] = await db().select().from(solicitacao).where(eq(solicitacao.discenteId, idDisc));
  return row!;
}

async function notificationsOf(email: string) {
  const [user] = await db().select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email));
  return db()
    .select()
    .from(notificacao)
    .where(and(eq(notificacao.usuarioId, user!.id), eq(notificacao.tipo, 'solicitacao')));
}

const resumoIds = async (client: TestClient) =>
  ((await client.get('/api/discente/resumo')).json() as { idDisc: string }[]).map((d) => d.idDisc);

describe('a child added after registration', () => {
  it('during the registration wizard stays the school’s at once, with no request', async () => {
    const client = new TestClient(t.app);
    const payload = responsavelPayload();
    const png = await pngImage();
    expect(
      (
        await client.post(
          '/api/responsavel',
          multipart(
            { body: JSON.stringify(payload) },
            { ftPerfilResp: { data: png, name: 'a.png', type: 'image/png' } },
          ),
        )
      ).statusCode,
    ).toBe(201);
    const res = await client.post(
      '/api/discente',
      multipart({ body: JSON.stringify(discentePayload()), cpfResp: payload.cpfResp }, {}),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await db()
      .select({ situacao: discente.situacao })
      .from(discente)
      .where(eq(discente.id, res.json().idDisc));
    expect(row!.situacao).toBe('ativo');
    expect(
      await db().select().from(solicitacao).where(eq(solicitacao.discenteId, res.json().idDisc)),
    ).toHaveLength(0);
    expect(await resumoIds(diretora)).toContain(res.json().idDisc);
  });

  it('waits for the director: pending for the family, invisible to the staff lists, approved into the school', async () => {
    const before = (await notificationsOf('diretora@lunna.demo')).length;
    const idDisc = await addChild(mariana, 'Cecília Souza Pereira');

    const [row] = await db()
      .select({ situacao: discente.situacao })
      .from(discente)
      .where(eq(discente.id, idDisc));
    expect(row!.situacao).toBe('pendente');
    const request = await requestOf(idDisc);
    expect(request).toMatchObject({ tipo: 'novo_discente', status: 'pendente' });
    expect(await notificationsOf('diretora@lunna.demo')).toHaveLength(before + 1);

    // The family sees it (marked pending); the school's lists do not have it yet.
    const own = (await mariana.get('/api/discente')).json() as { idDisc: string; situacao: string }[];
    expect(own.find((d) => d.idDisc === idDisc)?.situacao).toBe('pendente');
    expect(own.filter((d) => d.idDisc !== idDisc).every((d) => d.situacao === 'ativo')).toBe(true);
    expect(await resumoIds(diretora)).not.toContain(idDisc);
    expect(await resumoIds(ana)).not.toContain(idDisc);
    expect(
      ((await diretora.get('/api/discente')).json() as { idDisc: string }[]).map((d) => d.idDisc),
    ).not.toContain(idDisc);
    const turma = await diretora.post('/api/turma', {
      nomeTurma: 'Turma Teste Pendente',
      tema: 'azul-aviso',
      periodo: 'Manhã',
      discentes: [{ idDisc }],
    });
    expect(turma.statusCode).toBe(403);

    // The director's page has what she needs to decide.
    const list = (await diretora.get('/api/solicitacao')).json() as {
      idSolicitacao: string;
      status: string;
      discente: unknown;
      responsavel: unknown;
    }[];
    const item = list.find((s) => s.idSolicitacao === request.id)!;
    expect(item).toMatchObject({
      status: 'pendente',
      responsavel: { nomeResp: 'Mariana Souza' },
      discente: {
        idDisc,
        nomeDisc: 'Cecília Souza Pereira',
        dataNasDisc: '2022-06-15',
        imgDisc: expect.stringMatching(/\.webp$/),
      },
    });
    expect(list.findIndex((s) => s.status !== 'pendente')).not.toBe(0);

    const approved = await diretora.post(`/api/solicitacao/${request.id}/aprovar`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'aprovada',
      decididoPor: { nome: 'Helena Martins' },
      decididoEm: expect.any(String),
    });
    const [after] = await db()
      .select({ situacao: discente.situacao })
      .from(discente)
      .where(eq(discente.id, idDisc));
    expect(after!.situacao).toBe('ativo');
    expect(await resumoIds(diretora)).toContain(idDisc);
    const history = await db()
      .select()
      .from(historicoAlteracao)
      .where(eq(historicoAlteracao.discenteId, idDisc));
    expect(history).toEqual([
      expect.objectContaining({
        entidade: 'discente',
        antes: { situacao: 'pendente' },
        depois: { situacao: 'ativo' },
      }),
    ]);
    const told = await notificationsOf('mariana@lunna.demo');
    expect(told.some((n) => n.refId === request.id && n.titulo === 'Cadastro de Cecília aprovado')).toBe(
      true,
    );
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.discenteId, idDisc), eq(auditLog.acao, 'aprovar_solicitacao'))),
    ).toHaveLength(1);
    const mine = (await mariana.get('/api/solicitacao/minhas')).json() as {
      idSolicitacao: string;
      status: string;
    }[];
    expect(mine.find((s) => s.idSolicitacao === request.id)?.status).toBe('aprovada');

    // Deciding twice is refused.
    const again = await diretora.post(`/api/solicitacao/${request.id}/aprovar`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(msg.solicitacaoJaDecidida);
    expect(
      (await diretora.post(`/api/solicitacao/${request.id}/recusar`, { motivo: 'tarde demais' })).statusCode,
    ).toBe(409);
    const [still] = await db()
      .select({ situacao: discente.situacao })
      .from(discente)
      .where(eq(discente.id, idDisc));
    expect(still!.situacao).toBe('ativo');
  });

  it('refused, is deleted with its files; the request keeps the name and the reason', async () => {
    const idDisc = await addChild(mariana, 'Joaquim Souza Pereira');
    const request = await requestOf(idDisc);
    const files = await db()
      .select({ f: arquivo.filename })
      .from(arquivo)
      .where(eq(arquivo.discenteId, idDisc));
    expect(files).toHaveLength(1);
    expect(await t.storage.get(files[0]!.f)).not.toBeNull();

    const res = await diretora.post(`/api/solicitacao/${request.id}/recusar`, {
      motivo: 'A turma desta idade está completa',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'recusada',
      motivo: 'A turma desta idade está completa',
      discente: { idDisc: null, nomeDisc: 'Joaquim Souza Pereira', imgDisc: null },
    });
    expect(await db().select().from(discente).where(eq(discente.id, idDisc))).toHaveLength(0);
    expect(await db().select().from(arquivo).where(eq(arquivo.filename, files[0]!.f))).toHaveLength(0);
    expect(await t.storage.get(files[0]!.f)).toBeNull();
    const mine = (await mariana.get('/api/solicitacao/minhas')).json() as {
      idSolicitacao: string;
      status: string;
      motivo: string | null;
    }[];
    expect(mine.find((s) => s.idSolicitacao === request.id)).toMatchObject({
      status: 'recusada',
      motivo: 'A turma desta idade está completa',
    });
    const told = await notificationsOf('mariana@lunna.demo');
    expect(told.find((n) => n.refId === request.id)).toMatchObject({
      prioridade: 'Atenção',
      link: '/pefil-bebe',
    });
    expect((await diretora.post(`/api/solicitacao/${request.id}/recusar`)).statusCode).toBe(409);
  });

  it('the guardian may withdraw their own pending child; a refusal needs no reason', async () => {
    const idDisc = await addChild(mariana, 'Pedro Souza Pereira');
    const request = await requestOf(idDisc);
    // Another guardian cannot withdraw it.
    expect((await carlos.delete(`/api/solicitacao/${request.id}`)).statusCode).toBe(403);
    expect((await mariana.delete(`/api/solicitacao/${request.id}`)).statusCode).toBe(200);
    expect(await db().select().from(discente).where(eq(discente.id, idDisc))).toHaveLength(0);
    expect(await db().select().from(solicitacao).where(eq(solicitacao.id, request.id))).toHaveLength(0);

    const other = await addChild(mariana, 'Rita Souza Pereira');
    const otherRequest = await requestOf(other);
    const res = await diretora.post(`/api/solicitacao/${otherRequest.id}/recusar`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'recusada', motivo: null });
  });

  it('only the school’s director decides: educators, guardians and another school are refused and nothing changes', async () => {
    const idDisc = await addChild(mariana, 'Laura Souza Pereira');
    const request = await requestOf(idDisc);
    for (const client of [ana, mariana, carlos, outraEducadora]) {
      expect((await client.get('/api/solicitacao')).statusCode).toBe(403);
      expect((await client.post(`/api/solicitacao/${request.id}/aprovar`)).statusCode).toBe(403);
      expect((await client.post(`/api/solicitacao/${request.id}/recusar`, {})).statusCode).toBe(403);
    }
    expect((await outraDiretora.post(`/api/solicitacao/${request.id}/aprovar`)).statusCode).toBe(403);
    expect((await outraDiretora.post(`/api/solicitacao/${request.id}/recusar`, {})).statusCode).toBe(403);
    expect(((await outraDiretora.get('/api/solicitacao')).json() as unknown[]).length).toBe(0);
    expect((await new TestClient(t.app).get('/api/solicitacao')).statusCode).toBe(401);
    expect((await diretora.get('/api/solicitacao/minhas')).statusCode).toBe(403);
    expect(
      (await diretora.post('/api/solicitacao/00000000-0000-4000-8000-000000000000/aprovar')).statusCode,
    ).toBe(404);

    const [row] = await db().select().from(solicitacao).where(eq(solicitacao.id, request.id));
    expect(row).toMatchObject({ status: 'pendente', decididoPor: null });
    const [child] = await db()
      .select({ situacao: discente.situacao })
      .from(discente)
      .where(eq(discente.id, idDisc));
    expect(child!.situacao).toBe('pendente');
    expect((await diretora.post(`/api/solicitacao/${request.id}/recusar`, {})).statusCode).toBe(200);
  });
});

describe('POST /api/responsavel/cpf', () => {
  const cpfOf = async (email: string) => {
    const [row] = await db()
      .select({ cpf: responsavel.cpfResp })
      .from(responsavel)
      .innerJoin(usuario, eq(usuario.id, responsavel.usuarioId))
      .where(eq(usuario.email, email));
    return row!.cpf;
  };

  it('refuses a bad, identical or taken CPF with the spec’s messages, writing nothing', async () => {
    const bad = await carlos.post('/api/responsavel/cpf', { cpfResp: '123.456.789-00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ cpfResp: msg.cpfInvalido });
    const empty = await carlos.post('/api/responsavel/cpf', { cpfResp: '' });
    expect(empty.json().fields).toEqual({ cpfResp: msg.cpfObrigatorio });
    const same = await carlos.post('/api/responsavel/cpf', {
      cpfResp: guardian('carlos').cpfResp.replace(/\D/g, ''),
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toEqual({ cpfResp: msg.cpfIgualAtual });
    const taken = await carlos.post('/api/responsavel/cpf', { cpfResp: guardian('patricia').cpfResp });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'CPF já cadastrado',
      fields: { cpfResp: 'CPF já cadastrado' },
    });
    expect((await diretora.post('/api/responsavel/cpf', { cpfResp: nextCpf() })).statusCode).toBe(403);
    expect(
      (await new TestClient(t.app).post('/api/responsavel/cpf', { cpfResp: nextCpf() })).statusCode,
    ).toBe(401);
    const [carlosId] = await db()
      .select({ id: responsavel.id })
      .from(responsavel)
      .where(eq(responsavel.cpfResp, guardian('carlos').cpfResp));
    expect(
      await db().select().from(solicitacao).where(eq(solicitacao.responsavelId, carlosId!.id)),
    ).toHaveLength(0);
  });

  it('one pending request at a time (asking again replaces it); the director approves; the guardian still signs in', async () => {
    const first = await carlos.post('/api/responsavel/cpf', { cpfResp: nextCpf() });
    expect(first.statusCode).toBe(201);
    const cpfNovo = nextCpf();
    const second = await carlos.post('/api/responsavel/cpf', { cpfResp: cpfNovo.replace(/\D/g, '') });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      idSolicitacao: first.json().idSolicitacao,
      tipo: 'cpf_responsavel',
      status: 'pendente',
      cpf: { cpfAtual: guardian('carlos').cpfResp, cpfNovo },
      responsavel: { nomeResp: 'Carlos Lima' },
    });
    const id = second.json().idSolicitacao as string;
    const mine = (await carlos.get('/api/solicitacao/minhas')).json() as { status: string }[];
    expect(mine.filter((s) => s.status === 'pendente')).toHaveLength(1);
    expect(
      ((await diretora.get('/api/solicitacao')).json() as { idSolicitacao: string }[]).some(
        (s) => s.idSolicitacao === id,
      ),
    ).toBe(true);

    expect((await ana.post(`/api/solicitacao/${id}/aprovar`)).statusCode).toBe(403);
    expect((await carlos.post(`/api/solicitacao/${id}/aprovar`)).statusCode).toBe(403);
    expect((await outraDiretora.post(`/api/solicitacao/${id}/aprovar`)).statusCode).toBe(403);
    expect(await cpfOf('carlos@lunna.demo')).toBe(guardian('carlos').cpfResp);

    const res = await diretora.post(`/api/solicitacao/${id}/aprovar`);
    expect(res.statusCode).toBe(200);
    expect(await cpfOf('carlos@lunna.demo')).toBe(cpfNovo);
    const history = await db()
      .select()
      .from(historicoAlteracao)
      .where(and(eq(historicoAlteracao.entidade, 'responsavel'), eq(historicoAlteracao.acao, 'alterado')));
    expect(history).toEqual([
      expect.objectContaining({
        antes: { cpfResp: guardian('carlos').cpfResp },
        depois: { cpfResp: cpfNovo },
      }),
    ]);
    expect((await carlos.get(`/api/responsavel/cpf/${encodeURIComponent(cpfNovo)}`)).statusCode).toBe(200);
    expect(
      (await carlos.get(`/api/responsavel/cpf/${encodeURIComponent(guardian('carlos').cpfResp)}`)).statusCode,
    ).toBe(404);
    await TestClient.signedIn(t.app, 'carlos@lunna.demo');
    expect((await carlos.get('/api/responsavel/email/carlos@lunna.demo')).json()).toMatchObject({
      cpfResp: cpfNovo,
    });
    expect((await notificationsOf('carlos@lunna.demo')).find((n) => n.refId === id)).toMatchObject({
      titulo: 'Alteração de CPF aprovada',
      link: '/meus-dados',
    });
    expect((await diretora.post(`/api/solicitacao/${id}/aprovar`)).statusCode).toBe(409);
  });

  it('re-checks the CPF when approving; a refusal changes nothing', async () => {
    const wanted = nextCpf();
    const asked = await mariana.post('/api/responsavel/cpf', { cpfResp: wanted });
    expect(asked.statusCode).toBe(201);
    const id = asked.json().idSolicitacao as string;
    // Meanwhile someone registers with that CPF.
    const png = await pngImage();
    const family = new TestClient(t.app);
    expect(
      (
        await family.post(
          '/api/responsavel',
          multipart(
            { body: JSON.stringify(responsavelPayload({ cpfResp: wanted })) },
            { ftPerfilResp: { data: png, name: 'a.png', type: 'image/png' } },
          ),
        )
      ).statusCode,
    ).toBe(201);

    const approve = await diretora.post(`/api/solicitacao/${id}/aprovar`);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe('CPF já cadastrado');
    expect(await cpfOf('mariana@lunna.demo')).toBe(guardian('mariana').cpfResp);

    const refuse = await diretora.post(`/api/solicitacao/${id}/recusar`, { motivo: 'CPF de outra pessoa' });
    expect(refuse.statusCode).toBe(200);
    expect(refuse.json()).toMatchObject({
      status: 'recusada',
      motivo: 'CPF de outra pessoa',
      cpf: { cpfAtual: guardian('mariana').cpfResp, cpfNovo: wanted },
    });
    expect(await cpfOf('mariana@lunna.demo')).toBe(guardian('mariana').cpfResp);
    expect((await notificationsOf('mariana@lunna.demo')).find((n) => n.refId === id)).toMatchObject({
      titulo: 'Alteração de CPF não aprovada',
    });
  });
});
