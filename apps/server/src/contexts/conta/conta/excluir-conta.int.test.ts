import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alerta,
  arquivo,
  autorizacaoMedicacao,
  contatoEmergencia,
  conversa,
  conversaParticipante,
  diarioCiencia,
  diarioRegistro,
  diarioResumoEnviado,
  discente,
  fichaMed,
  historicoAlteracao,
  memoria,
  memoriaDiscente,
  mensagem,
  notificacao,
  presenca,
  registroExclusao,
  responsavel,
  responsavelDiscente,
  sessao,
  turma,
  turmaDiscente,
  usuario,
} from '../../../db/schema';
import { otherSchoolStaff } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registrarNoDiario } from '../../dia/diario/diario.test-support';
import { registerGuardian } from './conta.test-helpers';
import { AUTOR_EXCLUIDO } from './excluir-conta.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const excluir = (client: TestClient, payload: unknown) =>
  client.request({
    method: 'DELETE',
    url: '/api/conta',
    payload: payload as never,
    headers: { 'content-type': 'application/json' },
  });
const stored = (key: string) => fs.existsSync(path.join(t.dataDir, 'uploads', key));
const count = async (table: PgTable) =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
  )[0]!.n;
const totals = async () => ({
  usuario: await count(usuario),
  discente: await count(discente),
  fichaMed: await count(fichaMed),
  arquivo: await count(arquivo),
  registro: await count(registroExclusao),
});
const idOf = async (email: string) =>
  (
    await db()
      .select({ id: usuario.id, escolaId: usuario.escolaId })
      .from(usuario)
      .where(eq(usuario.email, email))
  )[0]!;
const profileOf = async (email: string) =>
  (
    await db()
      .select({ id: responsavel.id, ftPerfilResp: responsavel.ftPerfilResp, ftRgResp: responsavel.ftRgResp })
      .from(responsavel)
      .innerJoin(usuario, eq(usuario.id, responsavel.usuarioId))
      .where(eq(usuario.email, email))
  )[0]!;
const diretoraId = async () => (await idOf('diretora@lunna.demo')).id;
const today = new Date().toISOString().slice(0, 10);

/** The child's diary: an incident the guardian acknowledged, a dose under their authorisation, a summary sent. */
async function diaryOf(idDisc: string, email: string, nome: string) {
  const me = await idOf(email);
  const [autorizacao] = await db()
    .insert(autorizacaoMedicacao)
    .values({
      escolaId: me.escolaId,
      discenteId: idDisc,
      autorId: me.id,
      autorNome: nome,
      medicamento: 'Amoxicilina',
      dose: 5,
      unidade: 'ml',
      horarios: 'às 14h',
      dataInicio: today,
      dataFim: today,
    })
    .returning();
  const dose = await registrarNoDiario(db(), {
    idDisc,
    autorEmail: 'ana.professora@lunna.demo',
    data: today,
    hora: '14:00',
    detalhes: {
      tipo: 'medicacao',
      medicamento: 'Amoxicilina',
      dose: 5,
      unidade: 'ml',
      idAutorizacao: autorizacao!.id,
    },
  });
  await db()
    .update(diarioRegistro)
    .set({ autorizacaoId: autorizacao!.id })
    .where(eq(diarioRegistro.id, dose.id));
  const incidente = await registrarNoDiario(db(), {
    idDisc,
    autorEmail: 'ana.professora@lunna.demo',
    data: today,
    hora: '10:00',
    detalhes: {
      tipo: 'incidente',
      incidente: 'queda',
      descricao: 'Caiu no pátio',
      local: 'Pátio',
      primeirosSocorros: 'Gelo',
      grave: false,
    },
  });
  await db().insert(diarioCiencia).values({ registroId: incidente.id, usuarioId: me.id, lidoEm: new Date() });
  await db().insert(diarioResumoEnviado).values({ discenteId: idDisc, usuarioId: me.id, data: today });
  await db()
    .insert(notificacao)
    .values({
      escolaId: me.escolaId,
      usuarioId: await diretoraId(),
      prioridade: 'Atenção',
      tipo: 'diario_incidente',
      titulo: 'Ocorrência',
      texto: 'Queda',
      link: '/diario',
      refId: incidente.id,
    });
  return { autorizacao: autorizacao!, dose, incidente };
}

describe('DELETE /api/conta: who and how', () => {
  it('is refused to staff with CONTA_EQUIPE (their accounts are closed by the director); nothing is deleted', async () => {
    const outside = await otherSchoolStaff(db(), 'pedagogo');
    const before = await totals();
    for (const email of ['diretora@lunna.demo', 'ana.professora@lunna.demo', outside.email]) {
      const res = await excluir(await TestClient.signedIn(t.app, email), { senha: 'lunna-demo-2026' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'CONTA_EQUIPE',
        message: 'Contas da equipe da escola são encerradas pela direção da escola',
      });
    }
    expect(await totals()).toEqual(before);
  });

  it('needs the right password: wrong or missing → 400 and nothing is deleted', async () => {
    const g = await registerGuardian(t, { child: true });
    const before = await totals();
    const wrong = await excluir(g.client, { senha: 'nao-e-a-senha' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'VALIDATION',
      message: 'Senha incorreta',
      fields: { senha: 'Senha incorreta' },
    });
    const missing = await excluir(g.client, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.senha).toBe('A senha é obrigatoria');
    expect(await totals()).toEqual(before);
    expect((await g.client.get('/api/conta')).statusCode).toBe(200);
  });
});

describe('DELETE /api/conta: what goes and what stays', () => {
  it('erases the guardian and a child with no other guardian, everything hanging from it, and their files', async () => {
    const g = await registerGuardian(t, { child: true });
    const idDisc = g.idDisc!;
    const me = await idOf(g.email);
    const profile = await profileOf(g.email);
    const [child] = await db().select().from(discente).where(eq(discente.id, idDisc));
    const ownFiles = [profile.ftPerfilResp!, profile.ftRgResp!, child!.imgDisc!];
    for (const key of ownFiles) expect(stored(key)).toBe(true);

    // Things about the child elsewhere: an alert, attendance, a note to the director, a photo only its family sees.
    await db().insert(alerta).values({
      escolaId: me.escolaId,
      discenteId: idDisc,
      data: today,
      tipo: 'atraso',
      prioridade: 'Atenção',
      texto: 'Chego às 18h',
      autorId: me.id,
    });
    await db().insert(presenca).values({
      escolaId: me.escolaId,
      discenteId: idDisc,
      data: today,
      tipo: 'entrada',
      ocorridoEm: new Date(),
      responsavelId: profile.id,
      nomePessoa: g.nome,
    });
    await db()
      .insert(notificacao)
      .values({
        escolaId: me.escolaId,
        usuarioId: await diretoraId(),
        prioridade: 'Normal',
        tipo: 'perfil',
        titulo: 'Ficha alterada',
        texto: 'Bia Teste: alergias',
        link: `/crianca/${idDisc}`,
        refId: idDisc,
      });
    const [girassol] = await db()
      .select({ id: turma.id })
      .from(turma)
      .where(eq(turma.nomeTurma, 'Turma Girassol'));
    const ana = await idOf('ana.professora@lunna.demo');
    const photoKeys = ['so-dela-a.webp', 'so-dela-b.webp', 'so-dela-c.webp'];
    for (const key of photoKeys) await t.storage.put(key, Buffer.from('x'));
    const [photo] = await db()
      .insert(memoria)
      .values({
        escolaId: me.escolaId,
        turmaId: girassol!.id,
        autorId: ana.id,
        somenteMarcados: true,
        imagem: photoKeys[0]!,
        miniatura: photoKeys[1]!,
        original: photoKeys[2]!,
        largura: 10,
        altura: 10,
      })
      .returning({ id: memoria.id });
    await db().insert(memoriaDiscente).values({ memoriaId: photo!.id, discenteId: idDisc });
    const diario = await diaryOf(idDisc, g.email, g.nome);
    const registros = await count(registroExclusao);

    const res = await excluir(g.client, { senha: g.senha });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, discentesExcluidos: 1, discentesMantidos: 0 });
    expect(res.cookies.find((c) => c.name === 'lunna_session')?.value).toBe('');

    expect(await db().select().from(usuario).where(eq(usuario.id, me.id))).toEqual([]);
    expect(await db().select().from(responsavel).where(eq(responsavel.id, profile.id))).toEqual([]);
    expect(await db().select().from(sessao).where(eq(sessao.usuarioId, me.id))).toEqual([]);
    expect(await db().select().from(discente).where(eq(discente.id, idDisc))).toEqual([]);
    expect(await db().select().from(fichaMed).where(eq(fichaMed.discenteId, idDisc))).toEqual([]);
    expect(
      await db().select().from(contatoEmergencia).where(eq(contatoEmergencia.discenteId, idDisc)),
    ).toEqual([]);
    expect(await db().select().from(alerta).where(eq(alerta.discenteId, idDisc))).toEqual([]);
    expect(await db().select().from(presenca).where(eq(presenca.discenteId, idDisc))).toEqual([]);
    expect(await db().select().from(notificacao).where(eq(notificacao.refId, idDisc))).toEqual([]);
    expect(await db().select().from(memoria).where(eq(memoria.id, photo!.id))).toEqual([]);
    // The child's diary goes with the child: entries, acknowledgements, authorisations, summaries, notifications.
    expect(await db().select().from(diarioRegistro).where(eq(diarioRegistro.discenteId, idDisc))).toEqual([]);
    expect(
      await db().select().from(diarioCiencia).where(eq(diarioCiencia.registroId, diario.incidente.id)),
    ).toEqual([]);
    expect(
      await db().select().from(autorizacaoMedicacao).where(eq(autorizacaoMedicacao.discenteId, idDisc)),
    ).toEqual([]);
    expect(
      await db().select().from(diarioResumoEnviado).where(eq(diarioResumoEnviado.discenteId, idDisc)),
    ).toEqual([]);
    expect(await db().select().from(notificacao).where(eq(notificacao.refId, diario.incidente.id))).toEqual(
      [],
    );
    expect(
      await db().select().from(historicoAlteracao).where(eq(historicoAlteracao.entidadeId, profile.id)),
    ).toEqual([]);
    for (const key of ownFiles) {
      expect(await db().select().from(arquivo).where(eq(arquivo.filename, key))).toEqual([]);
      expect(stored(key)).toBe(false);
    }
    for (const key of photoKeys) expect(stored(key)).toBe(false);

    // The record of the erasure: school, role and counts, nothing personal.
    expect(await count(registroExclusao)).toBe(registros + 1);
    const [record] = await db()
      .select()
      .from(registroExclusao)
      .orderBy(sql`${registroExclusao.excluidoEm} desc`)
      .limit(1);
    expect(Object.keys(record!).sort()).toEqual([
      'discentesExcluidos',
      'discentesMantidos',
      'escolaId',
      'excluidoEm',
      'id',
      'papel',
    ]);
    expect(record).toMatchObject({
      escolaId: me.escolaId,
      papel: 'responsavel',
      discentesExcluidos: 1,
      discentesMantidos: 0,
    });
    for (const personal of [g.email, g.nome, g.cpf, 'Bia Teste', me.id, idDisc])
      expect(JSON.stringify(record)).not.toContain(personal);

    // The director is told, in the bell and by e-mail, without the child's health data.
    const [told] = await db()
      .select()
      .from(notificacao)
      .where(sql`${notificacao.usuarioId} = ${await diretoraId()} and ${notificacao.tipo} = 'conta'`)
      .orderBy(sql`${notificacao.createdAt} desc`)
      .limit(1);
    expect(told).toMatchObject({ prioridade: 'Atenção', titulo: 'Conta de responsável excluída' });
    expect(told!.texto).toContain('Bia Teste');
    const mail = [...t.mail]
      .reverse()
      .find((m) => m.to === 'diretora@lunna.demo' && m.subject === 'Lunna — um responsável excluiu a conta')!;
    for (const text of [told!.texto, mail.text])
      for (const health of ['Camarão', 'Dipirona', '898001160669999', 'Plano Kids'])
        expect(text).not.toContain(health);

    // Gone for good: the token and the password no longer sign in.
    const replay = new TestClient(t.app);
    replay.bearer = g.token;
    expect((await replay.get('/api/conta')).statusCode).toBe(401);
    const login = await new TestClient(t.app).post('/api/responsavel/login-responsavel', {
      email: g.email,
      senha: g.senha,
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('a child shared with another active guardian stays, with all its data, for that guardian', async () => {
    const a = await registerGuardian(t, { child: true, nomeResp: 'Aline Saindo' });
    const b = await registerGuardian(t, { nomeResp: 'Bruna Ficando' });
    const idDisc = a.idDisc!;
    const aProfile = await profileOf(a.email);
    const aUser = await idOf(a.email);
    await db()
      .insert(responsavelDiscente)
      .values({ responsavelId: (await profileOf(b.email)).id, discenteId: idDisc, parentesco: 'Mãe' });
    await db().insert(presenca).values({
      escolaId: aUser.escolaId,
      discenteId: idDisc,
      data: today,
      tipo: 'saida',
      ocorridoEm: new Date(),
      responsavelId: aProfile.id,
      nomePessoa: 'Aline Saindo',
    });
    const [note] = await db()
      .insert(alerta)
      .values({
        escolaId: aUser.escolaId,
        discenteId: idDisc,
        data: today,
        tipo: 'atencao',
        categoria: 'outro',
        prioridade: 'Atenção',
        texto: 'Dormiu mal',
        autorId: aUser.id,
      })
      .returning({ id: alerta.id });
    const diario = await diaryOf(idDisc, a.email, 'Aline Saindo');
    const [child] = await db().select().from(discente).where(eq(discente.id, idDisc));
    const fichaBefore = (await db().select().from(fichaMed).where(eq(fichaMed.discenteId, idDisc)))[0]!;

    const res = await excluir(a.client, { senha: a.senha });
    expect(res.json()).toEqual({ ok: true, discentesExcluidos: 0, discentesMantidos: 1 });

    expect(await db().select().from(usuario).where(eq(usuario.id, aUser.id))).toEqual([]);
    expect((await db().select().from(discente).where(eq(discente.id, idDisc)))[0]).toEqual(child);
    // The record is untouched; only its last editor (the leaving guardian) is no longer named.
    expect((await db().select().from(fichaMed).where(eq(fichaMed.discenteId, idDisc)))[0]).toEqual({
      ...fichaBefore,
      alteradoPor: null,
    });
    expect(
      await db().select().from(contatoEmergencia).where(eq(contatoEmergencia.discenteId, idDisc)),
    ).toHaveLength(1);
    // The photo A uploaded stays with the child (no owner), in storage, and B still sees it.
    expect((await db().select().from(arquivo).where(eq(arquivo.filename, child!.imgDisc!)))[0]).toMatchObject(
      { discenteId: idDisc, donoUsuarioId: null },
    );
    expect(stored(child!.imgDisc!)).toBe(true);
    expect((await b.client.get(`/api/images?filename=${child!.imgDisc}`)).statusCode).toBe(200);
    const seen = (await b.client.get('/api/discente')).json() as {
      idDisc: string;
      fichaMed: { comidasAlergicas: string } | null;
    }[];
    expect(seen.find((d) => d.idDisc === idDisc)?.fichaMed?.comidasAlergicas).toBe('Camarão');
    // What A wrote stays without its author; the attendance record no longer names A.
    expect((await db().select().from(alerta).where(eq(alerta.id, note!.id)))[0]).toMatchObject({
      texto: 'Dormiu mal',
      autorId: null,
    });
    expect((await db().select().from(presenca).where(eq(presenca.discenteId, idDisc)))[0]).toMatchObject({
      responsavelId: null,
      nomePessoa: null,
    });
    // A's own files are gone.
    expect(stored(aProfile.ftPerfilResp!)).toBe(false);
    // The diary is the school's legal record and stays whole; A's authorisation stays (the dose points at it)
    // without A; A's acknowledgement and summaries go with A, the incident itself stays.
    expect(
      await db().select().from(diarioRegistro).where(eq(diarioRegistro.discenteId, idDisc)),
    ).toHaveLength(2);
    expect(
      (await db().select().from(diarioRegistro).where(eq(diarioRegistro.id, diario.dose.id)))[0],
    ).toMatchObject({ autorizacaoId: diario.autorizacao.id });
    const [kept] = await db()
      .select()
      .from(autorizacaoMedicacao)
      .where(eq(autorizacaoMedicacao.id, diario.autorizacao.id));
    expect(kept).toMatchObject({
      medicamento: 'Amoxicilina',
      dose: 5,
      autorId: null,
      autorNome: AUTOR_EXCLUIDO,
    });
    expect(JSON.stringify(kept)).not.toContain('Aline');
    expect(await db().select().from(diarioCiencia).where(eq(diarioCiencia.usuarioId, aUser.id))).toEqual([]);
    expect(
      await db().select().from(diarioResumoEnviado).where(eq(diarioResumoEnviado.usuarioId, aUser.id)),
    ).toEqual([]);
  });

  it('leaves nothing of the guardian’s chat: private conversations (both sides), Geral messages, read markers', async () => {
    const g = await registerGuardian(t, { child: true, nomeResp: 'Gabriela Conversa' });
    const me = await idOf(g.email);
    // A family talks in the chat once its child is in a class (issue 28).
    const [girassol] = await db()
      .select({ id: turma.id })
      .from(turma)
      .where(eq(turma.nomeTurma, 'Turma Girassol'));
    await db().insert(turmaDiscente).values({ turmaId: girassol!.id, discenteId: g.idDisc! });
    const diretora = await TestClient.signedIn(t.app, 'diretora@lunna.demo');
    const geral = (await g.client.get('/api/chat/conversas')).json()[0].idConversa as string;
    const privada = (
      await g.client.post('/api/chat/conversas/privada', { usuarioId: await diretoraId() })
    ).json().idConversa as string;
    const send = async (client: TestClient, idConversa: string, message: string) =>
      expect((await client.post(`/api/chat/conversas/${idConversa}/mensagens`, { message })).statusCode).toBe(
        201,
      );
    await send(g.client, geral, 'Olá, famílias! Sou a mãe nova da turma.');
    await send(g.client, privada, 'Diretora, posso mudar o horário de busca?');
    await send(diretora, privada, 'Pode sim, Gabriela: é só avisar a educadora.');
    await send(diretora, geral, 'Bem-vindas, famílias novas!');
    expect((await diretora.put(`/api/chat/conversas/${privada}/leitura`, {})).statusCode).toBe(200);
    expect((await g.client.put(`/api/chat/conversas/${geral}/leitura`, {})).statusCode).toBe(200);
    expect(await db().select().from(mensagem).where(eq(mensagem.conversaId, privada))).toHaveLength(2);
    expect(
      await db().select().from(conversaParticipante).where(eq(conversaParticipante.usuarioId, me.id)),
    ).toHaveLength(2);

    expect((await excluir(g.client, { senha: g.senha })).statusCode).toBe(200);

    expect(await db().select().from(mensagem).where(eq(mensagem.autorId, me.id))).toEqual([]);
    expect(await db().select().from(mensagem).where(eq(mensagem.conversaId, privada))).toEqual([]);
    expect(await db().select().from(conversa).where(eq(conversa.id, privada))).toEqual([]);
    expect(
      await db().select().from(conversaParticipante).where(eq(conversaParticipante.usuarioId, me.id)),
    ).toEqual([]);
    expect(
      await db().select().from(conversaParticipante).where(eq(conversaParticipante.conversaId, privada)),
    ).toEqual([]);
    const everything = JSON.stringify(await db().select().from(mensagem));
    for (const said of ['mãe nova da turma', 'horário de busca', 'Pode sim, Gabriela'])
      expect(everything).not.toContain(said);
    // The school's room and what others wrote there stay; the director's list no longer has the conversation.
    expect(everything).toContain('Bem-vindas, famílias novas!');
    const lista = (await diretora.get('/api/chat/conversas')).json() as { idConversa: string }[];
    expect(lista[0]!.idConversa).toBe(geral);
    expect(lista.map((c) => c.idConversa)).not.toContain(privada);
    expect((await diretora.get(`/api/chat/conversas/${privada}/mensagens`)).statusCode).toBe(404);
  });

  it('a suspended co-guardian does not keep the child: it is erased with the account', async () => {
    const a = await registerGuardian(t, { child: true });
    const b = await registerGuardian(t);
    await db()
      .insert(responsavelDiscente)
      .values({ responsavelId: (await profileOf(b.email)).id, discenteId: a.idDisc!, status: 'suspenso' });
    const res = await excluir(a.client, { senha: a.senha });
    expect(res.json()).toEqual({ ok: true, discentesExcluidos: 1, discentesMantidos: 0 });
    expect(await db().select().from(discente).where(eq(discente.id, a.idDisc!))).toEqual([]);
    expect((await b.client.get('/api/conta')).statusCode).toBe(200);
  });
});
