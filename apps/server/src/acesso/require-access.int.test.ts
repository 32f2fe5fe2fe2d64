import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { responsavel, responsavelDiscente, turma, turmaDiscente, turmaPedagogo, usuario } from '../db/schema';
import type { Actor } from '../lib/actor';
import { otherSchoolStaff } from '../test/fixtures';
import { openTestDatabase, type TestDatabase } from '../test/test-databases';
import { Permissao } from './permissao';
import { requireAccess } from './require-access';

let copy: TestDatabase;
let db: Db;

async function actorOf(email: string): Promise<Actor> {
  const [row] = await db.select().from(usuario).where(eq(usuario.email, email));
  return {
    usuarioId: row!.id,
    escolaId: row!.escolaId,
    papel: row!.papel,
    nome: row!.nome,
    email: row!.email,
    sessaoId: 'sessao-de-teste',
    cadastroConcluido: true,
    reautenticadoEm: new Date(),
  };
}

const childrenOf = async (email: string) =>
  (
    await db
      .select({ id: responsavelDiscente.discenteId })
      .from(responsavelDiscente)
      .innerJoin(responsavel, eq(responsavel.id, responsavelDiscente.responsavelId))
      .innerJoin(usuario, eq(usuario.id, responsavel.usuarioId))
      .where(and(eq(usuario.email, email), eq(responsavelDiscente.status, 'ativo')))
  ).map((r) => r.id);

const classesOf = async (email: string) =>
  (
    await db
      .select({ id: turmaPedagogo.turmaId })
      .from(turmaPedagogo)
      .innerJoin(usuario, eq(usuario.id, turmaPedagogo.usuarioId))
      .innerJoin(turma, and(eq(turma.id, turmaPedagogo.turmaId), isNull(turma.arquivadaEm)))
      .where(eq(usuario.email, email))
  ).map((r) => r.id);

const childrenIn = async (turmaIds: string[]) =>
  (
    await db
      .select({ id: turmaDiscente.discenteId })
      .from(turmaDiscente)
      .where(inArray(turmaDiscente.turmaId, turmaIds))
  ).map((r) => r.id);

/** The status a refused check answers with, or 'granted'. */
async function outcome(promise: Promise<unknown>): Promise<number | 'granted'> {
  try {
    await promise;
    return 'granted';
  } catch (error) {
    return (error as { status: number }).status;
  }
}

let mariana: Actor, ana: Actor, bruno: Actor, diretora: Actor, outraDiretora: Actor;
let filhoDaMariana: string, filhoDeOutraFamilia: string;
let turmaDaAna: string, turmaDoBruno: string, criancaSoDoBruno: string;

beforeAll(async () => {
  copy = await openTestDatabase({ seeded: true });
  await copy.database.migrate();
  db = copy.database.db;
  const staffAndFamilies = await Promise.all(
    [
      'mariana@lunna.demo',
      'carlos@lunna.demo',
      'ana.professora@lunna.demo',
      'bruno.professor@lunna.demo',
      'diretora@lunna.demo',
    ].map(actorOf),
  );
  mariana = staffAndFamilies[0]!;
  ana = staffAndFamilies[2]!;
  bruno = staffAndFamilies[3]!;
  diretora = staffAndFamilies[4]!;
  const outra = await otherSchoolStaff(db, 'gestor');
  outraDiretora = await actorOf(outra.email);
  const daMariana = await childrenOf('mariana@lunna.demo');
  filhoDaMariana = daMariana[0]!;
  filhoDeOutraFamilia = (await childrenOf('carlos@lunna.demo')).find((id) => !daMariana.includes(id))!;
  turmaDaAna = (await classesOf('ana.professora@lunna.demo'))[0]!;
  turmaDoBruno = (await classesOf('bruno.professor@lunna.demo')).find((id) => id !== turmaDaAna)!;
  const daAnaCriancas = await childrenIn(await classesOf('ana.professora@lunna.demo'));
  criancaSoDoBruno = (await childrenIn([turmaDoBruno])).find((id) => !daAnaCriancas.includes(id))!;
  expect([filhoDaMariana, filhoDeOutraFamilia, turmaDaAna, turmaDoBruno, criancaSoDoBruno]).not.toContain(
    undefined,
  );
});

afterAll(async () => {
  await copy.database.close();
  await copy.drop();
});

describe('requireAccess: one rule per permission, for every caller', () => {
  it('lets a child be read by its guardians, its school’s director and its educators, nobody else', async () => {
    const ler = (actor: Actor, id: string) => outcome(requireAccess(db, actor, Permissao.DiscenteLer, id));
    expect(await ler(mariana, filhoDaMariana)).toBe('granted');
    expect(await ler(diretora, filhoDaMariana)).toBe('granted');
    expect(await ler(mariana, filhoDeOutraFamilia)).toBe(403);
    expect(await ler(ana, criancaSoDoBruno)).toBe(403);
    expect(await ler(bruno, criancaSoDoBruno)).toBe('granted');
    expect(await ler(outraDiretora, filhoDaMariana)).toBe(403);
    expect(await ler(diretora, '00000000-0000-4000-8000-000000000000')).toBe(404);
  });

  it('acts for a child’s family only as one of its guardians, and hands back the guardian’s profile', async () => {
    const profile = await requireAccess(db, mariana, Permissao.DiscenteResponsavel, filhoDaMariana);
    const [own] = await db.select().from(responsavel).where(eq(responsavel.usuarioId, mariana.usuarioId));
    expect(profile.id).toBe(own!.id);
    const agir = (actor: Actor, id: string) =>
      outcome(requireAccess(db, actor, Permissao.DiscenteResponsavel, id));
    expect(await agir(mariana, filhoDeOutraFamilia)).toBe(403);
    expect(await agir(diretora, filhoDaMariana)).toBe(403);
    expect(await agir(ana, filhoDaMariana)).toBe(403);
    expect(await outcome(requireAccess(db, diretora, Permissao.Responsavel))).toBe(403);
  });

  it('lets a class be managed by its educators and its school’s director, and hands back the class', async () => {
    const row = await requireAccess(db, ana, Permissao.TurmaGerir, turmaDaAna);
    expect(row.id).toBe(turmaDaAna);
    const gerir = (actor: Actor, id: string) => outcome(requireAccess(db, actor, Permissao.TurmaGerir, id));
    expect(await gerir(diretora, turmaDoBruno)).toBe('granted');
    expect(await gerir(ana, turmaDoBruno)).toBe(403);
    expect(await gerir(mariana, turmaDaAna)).toBe(403);
    expect(await gerir(outraDiretora, turmaDaAna)).toBe(403);
    expect(await gerir(diretora, '00000000-0000-4000-8000-000000000000')).toBe(404);
  });

  it('shows what an active class publishes to its families and staff, and nothing of an archived one', async () => {
    const [turmaDoFilho] = await db
      .select({ id: turmaDiscente.turmaId })
      .from(turmaDiscente)
      .where(eq(turmaDiscente.discenteId, filhoDaMariana));
    const ler = (actor: Actor, id: string) =>
      outcome(requireAccess(db, actor, Permissao.TurmaConteudoLer, id));
    expect(await ler(mariana, turmaDoFilho!.id)).toBe('granted');
    expect(await ler(outraDiretora, turmaDoFilho!.id)).toBe(403);
    const [outraTurma] = await db
      .select({ id: turma.id })
      .from(turma)
      .where(and(eq(turma.escolaId, mariana.escolaId), ne(turma.id, turmaDoFilho!.id)));
    const naOutra = await childrenIn([outraTurma!.id]);
    if (!(await childrenOf('mariana@lunna.demo')).some((id) => naOutra.includes(id)))
      expect(await ler(mariana, outraTurma!.id)).toBe(403);
    await db.update(turma).set({ arquivadaEm: new Date() }).where(eq(turma.id, turmaDoFilho!.id));
    expect(await ler(mariana, turmaDoFilho!.id)).toBe(403);
    expect(await ler(diretora, turmaDoFilho!.id)).toBe(403);
  });

  it('keeps the staff’s areas to staff and the director’s to the director', async () => {
    expect(await outcome(requireAccess(db, ana, Permissao.Equipe))).toBe('granted');
    expect(await outcome(requireAccess(db, mariana, Permissao.Equipe))).toBe(403);
    expect(await outcome(requireAccess(db, ana, Permissao.Direcao))).toBe(403);
    expect(await requireAccess(db, diretora, Permissao.Direcao)).toEqual({
      escolaId: diretora.escolaId,
      usuarioId: diretora.usuarioId,
    });
  });
});
