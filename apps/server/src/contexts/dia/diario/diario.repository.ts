import {
  and,
  asc,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
  type Placeholder,
} from 'drizzle-orm';
import type { DetalhesRegistro, TipoRegistroDiario } from '@lunna/contract';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { preparedQuery } from '../../../db/prepared';
import {
  autorizacaoMedicacao,
  cardapio,
  diarioCiencia,
  diarioRegistro,
  discente,
  escola,
  fichaMed,
  responsavel,
  responsavelDiscente,
  turma,
  turmaDiscente,
  turmaPedagogo,
  usuario,
} from '../../../db/schema';

/** One diary entry as stored, with its author's role now (null once the account is gone). */
export type RegistroRow = {
  id: string;
  escolaId: string;
  discenteId: string;
  turmaId: string | null;
  data: string;
  tipo: TipoRegistroDiario;
  ocorridoEm: Date;
  detalhes: DetalhesRegistro;
  autorizacaoId: string | null;
  autorId: string | null;
  autorNome: string;
  autorPapel: string | null;
  chaveCliente: string | null;
  corrigeId: string | null;
  motivoCorrecao: string | null;
  corrigidoPorId: string | null;
  anulado: boolean;
  concluidoEm: Date | null;
  createdAt: Date;
};

/** One guardian an incident was addressed to, and when they acknowledged it. */
export type CienciaRow = {
  registroId: string;
  usuarioId: string;
  idResp: string | null;
  nome: string;
  lidoEm: Date | null;
};

export type AutorizacaoRow = typeof autorizacaoMedicacao.$inferSelect;

const registroColumns = {
  id: diarioRegistro.id,
  escolaId: diarioRegistro.escolaId,
  discenteId: diarioRegistro.discenteId,
  turmaId: diarioRegistro.turmaId,
  data: diarioRegistro.data,
  tipo: diarioRegistro.tipo,
  ocorridoEm: diarioRegistro.ocorridoEm,
  detalhes: diarioRegistro.detalhes,
  autorizacaoId: diarioRegistro.autorizacaoId,
  autorId: diarioRegistro.autorId,
  autorNome: diarioRegistro.autorNome,
  autorPapel: usuario.papel,
  chaveCliente: diarioRegistro.chaveCliente,
  corrigeId: diarioRegistro.corrigeId,
  motivoCorrecao: diarioRegistro.motivoCorrecao,
  corrigidoPorId: diarioRegistro.corrigidoPorId,
  anulado: diarioRegistro.anulado,
  concluidoEm: diarioRegistro.concluidoEm,
  createdAt: diarioRegistro.createdAt,
};

const selectRegistros = (db: DbOrTx) =>
  db.select(registroColumns).from(diarioRegistro).leftJoin(usuario, eq(usuario.id, diarioRegistro.autorId));

/** The entry is the current one: not replaced by a correction, not voided. */
const vigente = and(isNull(diarioRegistro.corrigidoPorId), eq(diarioRegistro.anulado, false));

const emOrdem = [
  asc(diarioRegistro.data),
  asc(diarioRegistro.ocorridoEm),
  asc(diarioRegistro.createdAt),
  asc(diarioRegistro.id),
] as const;

/**
 * A child's entries from `de` to `ate` (school dates, inclusive), oldest first, replaced and voided ones
 * included (each row says whether it is current). What the diary page, the day's summary and exports read.
 */
export async function listarRegistrosDoDia(
  db: DbOrTx,
  discenteId: string,
  de: string,
  ate: string,
): Promise<RegistroRow[]> {
  return (await selectRegistros(db)
    .where(doPeriodo(discenteId, de, ate))
    .orderBy(...emOrdem)) as RegistroRow[];
}

/** A value, or a placeholder filled when a prepared query runs. */
type Valor = string | Placeholder;

const doPeriodo = (discenteId: Valor, de: Valor, ate: Valor) =>
  and(eq(diarioRegistro.discenteId, discenteId), gte(diarioRegistro.data, de), lte(diarioRegistro.data, ate));

/** The entries of several children on one school date (a class's day), oldest first. */
export async function listarRegistrosDasCriancas(
  db: DbOrTx,
  discenteIds: string[],
  data: string,
): Promise<RegistroRow[]> {
  if (discenteIds.length === 0) return [];
  return (await selectRegistros(db)
    .where(and(inArray(diarioRegistro.discenteId, discenteIds), eq(diarioRegistro.data, data)))
    .orderBy(...emOrdem)) as RegistroRow[];
}

/** The entries with these ids, oldest first. */
export async function registrosPorIds(db: DbOrTx, ids: string[]): Promise<RegistroRow[]> {
  if (ids.length === 0) return [];
  return (await selectRegistros(db)
    .where(inArray(diarioRegistro.id, ids))
    .orderBy(...emOrdem)) as RegistroRow[];
}

export async function registroPorId(db: DbOrTx, id: string): Promise<RegistroRow | null> {
  const [row] = await registrosPorIds(db, [id]);
  return row ?? null;
}

/**
 * The acknowledgement row's guardian is still an active guardian of the entry's child (correlated with
 * diario_ciencia and diario_registro): one whose link was suspended can no longer acknowledge, so nothing
 * waits for them.
 */
const guardiaoAindaAtivo = sql`exists (select 1 from ${responsavelDiscente} inner join ${responsavel} on ${responsavel.id} = ${responsavelDiscente.responsavelId}
  where ${responsavel.usuarioId} = ${diarioCiencia.usuarioId} and ${responsavelDiscente.discenteId} = ${diarioRegistro.discenteId} and ${responsavelDiscente.status} = 'ativo')`;

/** Waiting for this guardian: not acknowledged, and the guardian may still acknowledge it. */
const aguardando = and(isNull(diarioCiencia.lidoEm), guardiaoAindaAtivo);

/**
 * The recipients of these incidents with their acknowledgement (those who acknowledged, and those still
 * asked to); `usuarioId` narrows it to one guardian's
 * own row (a guardian sees only their own).
 */
export async function cienciasDe(
  db: DbOrTx,
  registroIds: string[],
  usuarioId?: string,
): Promise<CienciaRow[]> {
  if (registroIds.length === 0) return [];
  return db
    .select({
      registroId: diarioCiencia.registroId,
      usuarioId: diarioCiencia.usuarioId,
      idResp: responsavel.id,
      nome: sql<string>`coalesce(${responsavel.nomeResp}, ${usuario.nome})`,
      lidoEm: diarioCiencia.lidoEm,
    })
    .from(diarioCiencia)
    .innerJoin(diarioRegistro, eq(diarioRegistro.id, diarioCiencia.registroId))
    .innerJoin(usuario, eq(usuario.id, diarioCiencia.usuarioId))
    .leftJoin(responsavel, eq(responsavel.usuarioId, diarioCiencia.usuarioId))
    .where(
      and(
        inArray(diarioCiencia.registroId, registroIds),
        usuarioId ? eq(diarioCiencia.usuarioId, usuarioId) : undefined,
        or(isNotNull(diarioCiencia.lidoEm), guardiaoAindaAtivo),
      ),
    )
    .orderBy(asc(responsavel.nomeResp), asc(diarioCiencia.usuarioId));
}

const maisNovosPrimeiro = [desc(diarioRegistro.ocorridoEm), desc(diarioRegistro.id)] as const;

/**
 * What is still open for a child, of any date: things to bring not marked done, and current incidents not
 * acknowledged (by `usuarioId` when given, else by any guardian).
 */
function pendentesDe(db: DbOrTx, discenteId: Valor, usuarioId: Valor | null) {
  const semCiencia = exists(
    db
      .select({ x: sql`1` })
      .from(diarioCiencia)
      .where(
        and(
          eq(diarioCiencia.registroId, diarioRegistro.id),
          aguardando,
          usuarioId ? eq(diarioCiencia.usuarioId, usuarioId) : undefined,
        ),
      ),
  );
  return and(
    eq(diarioRegistro.discenteId, discenteId),
    vigente,
    or(
      and(eq(diarioRegistro.tipo, 'trazer'), isNull(diarioRegistro.concluidoEm)),
      and(eq(diarioRegistro.tipo, 'incidente'), semCiencia),
    ),
  );
}

/**
 * A child's entries from `de` to `ate` (as `listarRegistrosDoDia`) and what is still open for it, newest first,
 * at most `limite` (see `pendentesDe`), in one statement: each branch keeps its own order and limit and says which
 * list its rows belong to (an entry can be in both).
 */
export async function listarRegistrosEPendentes(
  db: DbOrTx,
  discenteId: string,
  de: string,
  ate: string,
  usuarioId: string | null,
  limite = 50,
): Promise<{ registros: RegistroRow[]; pendentes: RegistroRow[] }> {
  const rows = await registrosEPendentes(
    db,
    { discenteId, de, ate, usuarioId, limite },
    usuarioId ? 'de_um' : 'de_todos',
  );
  const of = (parte: string) =>
    rows.filter((r) => r.parte === parte).map(({ parte: _parte, ...row }) => row as RegistroRow);
  // A union's output order is not promised: each list is put back in its own order.
  return { registros: of('registro').sort(emOrdemJs), pendentes: of('pendente').sort(maisNovosPrimeiroJs) };
}

// Built once per database (the guardian's dashboard reads it on every load): `de_um` narrows what is
// open to one guardian's acknowledgements, `de_todos` to any guardian's.
const registrosEPendentes = preparedQuery('diario_registros_e_pendentes', (db, name, shape) => {
  const comParte = (parte: 'registro' | 'pendente') => ({
    ...registroColumns,
    parte: sql<string>`${sql.raw(`'${parte}'`)}::text`.as('parte'),
  });
  const registros = db
    .select(comParte('registro'))
    .from(diarioRegistro)
    .leftJoin(usuario, eq(usuario.id, diarioRegistro.autorId))
    .where(doPeriodo(sql.placeholder('discenteId'), sql.placeholder('de'), sql.placeholder('ate')))
    .orderBy(...emOrdem);
  const pendentes = db
    .select(comParte('pendente'))
    .from(diarioRegistro)
    .leftJoin(usuario, eq(usuario.id, diarioRegistro.autorId))
    .where(
      pendentesDe(db, sql.placeholder('discenteId'), shape === 'de_um' ? sql.placeholder('usuarioId') : null),
    )
    .orderBy(...maisNovosPrimeiro)
    .limit(sql.placeholder('limite'));
  return unionAll(registros, pendentes).prepare(name);
});

const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
const emOrdemJs = (a: RegistroRow, b: RegistroRow) =>
  compare(a.data, b.data) ||
  compare(a.ocorridoEm.getTime(), b.ocorridoEm.getTime()) ||
  compare(a.createdAt.getTime(), b.createdAt.getTime()) ||
  compare(a.id, b.id);
const maisNovosPrimeiroJs = (a: RegistroRow, b: RegistroRow) =>
  compare(b.ocorridoEm.getTime(), a.ocorridoEm.getTime()) || compare(b.id, a.id);

/** When earlier current doses of a child were given between two instants (any medicine: the caller compares names). */
export async function dosesEntre(db: DbOrTx, discenteId: string, de: Date, ate: Date, excetoId?: string) {
  return db
    .select({ ocorridoEm: diarioRegistro.ocorridoEm, detalhes: diarioRegistro.detalhes })
    .from(diarioRegistro)
    .where(
      and(
        eq(diarioRegistro.discenteId, discenteId),
        eq(diarioRegistro.tipo, 'medicacao'),
        vigente,
        gte(diarioRegistro.ocorridoEm, de),
        lte(diarioRegistro.ocorridoEm, ate),
        excetoId ? ne(diarioRegistro.id, excetoId) : undefined,
      ),
    );
}

export const diarioRepository = {
  async fusoHorario(db: DbOrTx, escolaId: string): Promise<string> {
    const [row] = await db.select({ fuso: escola.fusoHorario }).from(escola).where(eq(escola.id, escolaId));
    return row?.fuso ?? 'America/Sao_Paulo';
  },

  async child(db: DbOrTx, discenteId: string) {
    const [row] = await db
      .select({ id: discente.id, escolaId: discente.escolaId, nomeDisc: discente.nomeDisc })
      .from(discente)
      .where(eq(discente.id, discenteId));
    return row ?? null;
  },

  /**
   * Who should see these children's diaries change live, by child: their active guardians (registration
   * finished) and the educators (not deactivated) of their active classes. Two queries whatever the number of children.
   */
  async interessados(db: DbOrTx, discenteIds: string[]): Promise<Map<string, string[]>> {
    const porCrianca = new Map<string, Set<string>>(discenteIds.map((id) => [id, new Set<string>()]));
    if (discenteIds.length === 0) return new Map();
    const [guardioes, educadores] = await Promise.all([
      db
        .selectDistinct({ discenteId: responsavelDiscente.discenteId, usuarioId: usuario.id })
        .from(responsavelDiscente)
        .innerJoin(responsavel, eq(responsavel.id, responsavelDiscente.responsavelId))
        .innerJoin(usuario, and(eq(usuario.id, responsavel.usuarioId), eq(usuario.cadastroConcluido, true)))
        .where(
          and(inArray(responsavelDiscente.discenteId, discenteIds), eq(responsavelDiscente.status, 'ativo')),
        ),
      db
        .selectDistinct({ discenteId: turmaDiscente.discenteId, usuarioId: turmaPedagogo.usuarioId })
        .from(turmaDiscente)
        .innerJoin(turma, and(eq(turma.id, turmaDiscente.turmaId), isNull(turma.arquivadaEm)))
        .innerJoin(turmaPedagogo, eq(turmaPedagogo.turmaId, turma.id))
        .innerJoin(usuario, and(eq(usuario.id, turmaPedagogo.usuarioId), isNull(usuario.desativadoEm)))
        .where(inArray(turmaDiscente.discenteId, discenteIds)),
    ]);
    for (const r of [...guardioes, ...educadores]) porCrianca.get(r.discenteId)?.add(r.usuarioId);
    return new Map([...porCrianca].map(([id, usuarios]) => [id, [...usuarios]]));
  },

  /**
   * Holds these children's rows until the transaction ends, always in the same order: two doses of one
   * child written at once are checked against each other one after the other, never both against nothing.
   * 'No key update': entries of these children written meanwhile (their foreign keys) are not held up.
   */
  async travarCriancas(db: DbOrTx, discenteIds: string[]): Promise<void> {
    if (discenteIds.length === 0) return;
    await db
      .select({ id: discente.id })
      .from(discente)
      .where(inArray(discente.id, discenteIds))
      .orderBy(asc(discente.id))
      .for('no key update');
  },

  /** The active accounts (not deactivated) of the educators of the child's active classes: who is told about it. */
  async educadoresAtivos(db: DbOrTx, discenteId: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ id: turmaPedagogo.usuarioId })
      .from(turmaDiscente)
      .innerJoin(turma, and(eq(turma.id, turmaDiscente.turmaId), isNull(turma.arquivadaEm)))
      .innerJoin(turmaPedagogo, eq(turmaPedagogo.turmaId, turma.id))
      .innerJoin(usuario, and(eq(usuario.id, turmaPedagogo.usuarioId), isNull(usuario.desativadoEm)))
      .where(eq(turmaDiscente.discenteId, discenteId));
    return rows.map((r) => r.id);
  },

  /** The class's approved children, by name (a child awaiting approval is in no class's diary). */
  async criancasDaTurma(db: DbOrTx, turmaId: string) {
    return db
      .select({ id: discente.id, nomeDisc: discente.nomeDisc, imgDisc: discente.imgDisc })
      .from(turmaDiscente)
      .innerJoin(discente, eq(discente.id, turmaDiscente.discenteId))
      .where(and(eq(turmaDiscente.turmaId, turmaId), eq(discente.situacao, 'ativo')))
      .orderBy(asc(discente.nomeDisc), asc(discente.id));
  },

  /** The school's active classes, by name. */
  async turmasAtivas(db: DbOrTx, escolaId: string) {
    return db
      .select({ id: turma.id, nomeTurma: turma.nomeTurma })
      .from(turma)
      .where(and(eq(turma.escolaId, escolaId), isNull(turma.arquivadaEm)))
      .orderBy(asc(turma.nomeTurma), asc(turma.id));
  },

  /** The entries an author stored under a device key (a replay), for one child or all. */
  async porChave(db: DbOrTx, autorId: string, chave: string): Promise<RegistroRow[]> {
    return (await selectRegistros(db)
      .where(and(eq(diarioRegistro.autorId, autorId), eq(diarioRegistro.chaveCliente, chave)))
      .orderBy(...emOrdem)) as RegistroRow[];
  },

  /**
   * Inserts the entries; one whose (author, key, child) is already stored (a replay that raced this one
   * and committed first) is skipped, so the caller sees fewer ids than rows and answers the stored ones.
   */
  async inserir(
    db: DbOrTx,
    rows: (typeof diarioRegistro.$inferInsert)[],
  ): Promise<{ id: string; discenteId: string }[]> {
    if (rows.length === 0) return [];
    const inserted = await db
      .insert(diarioRegistro)
      .values(rows)
      .onConflictDoNothing({
        target: [diarioRegistro.autorId, diarioRegistro.chaveCliente, diarioRegistro.discenteId],
      })
      .returning({ id: diarioRegistro.id, discenteId: diarioRegistro.discenteId });
    return inserted;
  },

  /** Marks an entry replaced, only if no other correction did first; false when one did. */
  async marcarCorrigido(db: DbOrTx, id: string, novoId: string): Promise<boolean> {
    const rows = await db
      .update(diarioRegistro)
      .set({ corrigidoPorId: novoId })
      .where(and(eq(diarioRegistro.id, id), isNull(diarioRegistro.corrigidoPorId)))
      .returning({ id: diarioRegistro.id });
    return rows.length > 0;
  },

  async concluir(db: DbOrTx, id: string, usuarioId: string, at: Date): Promise<void> {
    await db
      .update(diarioRegistro)
      .set({ concluidoEm: at, concluidoPor: usuarioId })
      .where(and(eq(diarioRegistro.id, id), isNull(diarioRegistro.concluidoEm)));
  },

  async criarCiencias(db: DbOrTx, registroId: string, usuarioIds: string[]): Promise<void> {
    if (usuarioIds.length === 0) return;
    await db
      .insert(diarioCiencia)
      .values(usuarioIds.map((usuarioId) => ({ registroId, usuarioId })))
      .onConflictDoNothing();
  },

  /** The guardian's acknowledgement row, or null when the incident was not addressed to them. */
  async ciencia(db: DbOrTx, registroId: string, usuarioId: string) {
    const [row] = await db
      .select()
      .from(diarioCiencia)
      .where(and(eq(diarioCiencia.registroId, registroId), eq(diarioCiencia.usuarioId, usuarioId)));
    return row ?? null;
  },

  async confirmarCiencia(db: DbOrTx, registroId: string, usuarioId: string, at: Date): Promise<void> {
    await db
      .update(diarioCiencia)
      .set({ lidoEm: at })
      .where(
        and(
          eq(diarioCiencia.registroId, registroId),
          eq(diarioCiencia.usuarioId, usuarioId),
          isNull(diarioCiencia.lidoEm),
        ),
      );
  },

  /** Of these incidents, those an active guardian has not acknowledged yet. */
  async incidentesSemCiencia(db: DbOrTx, registroIds: string[]): Promise<Set<string>> {
    if (registroIds.length === 0) return new Set();
    const rows = await db
      .selectDistinct({ id: diarioCiencia.registroId })
      .from(diarioCiencia)
      .innerJoin(diarioRegistro, eq(diarioRegistro.id, diarioCiencia.registroId))
      .where(and(inArray(diarioCiencia.registroId, registroIds), aguardando));
    return new Set(rows.map((r) => r.id));
  },

  /** The medication fields of these children's medical records. */
  async fichas(db: DbOrTx, discenteIds: string[]) {
    if (discenteIds.length === 0)
      return new Map<string, { remedios: string | null; qtdMed: number | null; qtdHoraMed: number | null }>();
    const rows = await db
      .select({
        discenteId: fichaMed.discenteId,
        remedios: fichaMed.remedios,
        qtdMed: fichaMed.qtdMed,
        qtdHoraMed: fichaMed.qtdHoraMed,
      })
      .from(fichaMed)
      .where(inArray(fichaMed.discenteId, discenteIds));
    return new Map(rows.map(({ discenteId, ...f }) => [discenteId, f]));
  },

  /** Today's menu of the school: which meals, at what time. */
  async cardapioDoDia(db: DbOrTx, escolaId: string, data: string) {
    return db
      .select({ refeicao: cardapio.refeicao, horario: cardapio.horario })
      .from(cardapio)
      .where(and(eq(cardapio.escolaId, escolaId), eq(cardapio.data, data)))
      .orderBy(asc(cardapio.horario));
  },

  /* ------------------------------------------------ Medication authorisations ------------------------------------------------ */

  async criarAutorizacao(
    db: DbOrTx,
    values: typeof autorizacaoMedicacao.$inferInsert,
  ): Promise<AutorizacaoRow> {
    const [row] = await db.insert(autorizacaoMedicacao).values(values).returning();
    return row!;
  },

  async autorizacao(db: DbOrTx, id: string): Promise<AutorizacaoRow | null> {
    const [row] = await db.select().from(autorizacaoMedicacao).where(eq(autorizacaoMedicacao.id, id));
    return row ?? null;
  },

  /** A child's authorisations: those not over yet (or still current) first, then the rest, newest first. */
  async autorizacoesDe(db: DbOrTx, discenteId: string, hoje: string): Promise<AutorizacaoRow[]> {
    return db
      .select()
      .from(autorizacaoMedicacao)
      .where(eq(autorizacaoMedicacao.discenteId, discenteId))
      .orderBy(
        sql`case when ${autorizacaoMedicacao.revogadaEm} is null and ${autorizacaoMedicacao.dataFim} >= ${hoje} then 0 else 1 end`,
        asc(autorizacaoMedicacao.dataInicio),
        desc(autorizacaoMedicacao.createdAt),
      );
  },

  /** Authorisations of these children, not revoked, covering the date. */
  async autorizacoesVigentes(db: DbOrTx, discenteIds: string[], data: string): Promise<AutorizacaoRow[]> {
    if (discenteIds.length === 0) return [];
    return db
      .select()
      .from(autorizacaoMedicacao)
      .where(
        and(
          inArray(autorizacaoMedicacao.discenteId, discenteIds),
          isNull(autorizacaoMedicacao.revogadaEm),
          lte(autorizacaoMedicacao.dataInicio, data),
          gte(autorizacaoMedicacao.dataFim, data),
        ),
      )
      .orderBy(asc(autorizacaoMedicacao.createdAt));
  },

  async revogar(db: DbOrTx, id: string, at: Date): Promise<void> {
    await db
      .update(autorizacaoMedicacao)
      .set({ revogadaEm: at })
      .where(and(eq(autorizacaoMedicacao.id, id), isNull(autorizacaoMedicacao.revogadaEm)));
  },
};
