import type { RazoesEscola } from '@lunna/contract';
import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  alerta,
  aviso,
  avisoLeitura,
  diarioCiencia,
  diarioRegistro,
  discente,
  equipe,
  escola,
  pontoEquipe,
  presenca,
  responsavelDiscente,
  solicitacao,
  turma,
  turmaDiscente,
  usuario,
} from '../../../db/schema';

/** How far back an Importante notice still waiting for acknowledgements shows on the director's today. */
const DIAS_AVISOS = 14;

export const hojeRepository = {
  async escola(db: DbOrTx, escolaId: string): Promise<{ fusoHorario: string; razoes: RazoesEscola | null }> {
    const [row] = await db
      .select({ fusoHorario: escola.fusoHorario, razoes: escola.razoes })
      .from(escola)
      .where(eq(escola.id, escolaId));
    return row!;
  },

  async setRazoes(db: DbOrTx, escolaId: string, razoes: RazoesEscola): Promise<void> {
    await db.update(escola).set({ razoes }).where(eq(escola.id, escolaId));
  },

  /** The school's active classes, by name. */
  async turmas(db: DbOrTx, escolaId: string) {
    return db
      .select({ id: turma.id, nomeTurma: turma.nomeTurma, periodo: turma.periodo, tema: turma.tema })
      .from(turma)
      .where(and(eq(turma.escolaId, escolaId), isNull(turma.arquivadaEm)))
      .orderBy(asc(turma.nomeTurma));
  },

  /** Every admitted child in an active class of the school, with the class and the birth date. */
  async criancasEmTurmas(db: DbOrTx, escolaId: string) {
    return db
      .select({ turmaId: turmaDiscente.turmaId, discenteId: discente.id, dataNasDisc: discente.dataNasDisc })
      .from(turmaDiscente)
      .innerJoin(turma, eq(turma.id, turmaDiscente.turmaId))
      .innerJoin(discente, eq(discente.id, turmaDiscente.discenteId))
      .where(and(eq(turma.escolaId, escolaId), isNull(turma.arquivadaEm), eq(discente.situacao, 'ativo')));
  },

  /** The school's attendance events of a day, in the order they happened (one query for every class). */
  async eventosDoDia(db: DbOrTx, escolaId: string, data: string) {
    return db
      .select({
        id: presenca.id,
        discenteId: presenca.discenteId,
        data: presenca.data,
        tipo: presenca.tipo,
        ocorridoEm: presenca.ocorridoEm,
        responsavelId: presenca.responsavelId,
        autorizadoId: presenca.autorizadoId,
        nomePessoa: presenca.nomePessoa,
        educadorNome: sql<string | null>`null`,
        motivo: presenca.motivo,
        excecao: presenca.excecao,
      })
      .from(presenca)
      .where(and(eq(presenca.escolaId, escolaId), eq(presenca.data, data)))
      .orderBy(asc(presenca.ocorridoEm), asc(presenca.createdAt));
  },

  /** Shifts open now that began on or after `desde` (a shift left open on another day is not today's). */
  async turnosAbertos(db: DbOrTx, escolaId: string, desde: Date) {
    return db
      .select({
        usuarioId: pontoEquipe.usuarioId,
        turmaId: pontoEquipe.turmaId,
        entradaEm: pontoEquipe.entradaEm,
        nome: sql<string>`coalesce(${equipe.nome}, ${usuario.nome})`,
      })
      .from(pontoEquipe)
      .innerJoin(usuario, eq(usuario.id, pontoEquipe.usuarioId))
      .leftJoin(equipe, eq(equipe.usuarioId, pontoEquipe.usuarioId))
      .where(
        and(
          eq(pontoEquipe.escolaId, escolaId),
          isNull(pontoEquipe.saidaEm),
          gte(pontoEquipe.entradaEm, desde),
        ),
      )
      .orderBy(asc(pontoEquipe.entradaEm));
  },

  /** Whether anyone of the school clocked in since `desde` (a shift still open or already closed). */
  async alguemNoPonto(db: DbOrTx, escolaId: string, desde: Date): Promise<boolean> {
    const [row] = await db
      .select({ id: pontoEquipe.id })
      .from(pontoEquipe)
      .where(and(eq(pontoEquipe.escolaId, escolaId), gte(pontoEquipe.entradaEm, desde)))
      .limit(1);
    return row !== undefined;
  },

  /** Every shift of the school begun since `desde` (open or closed): who was with which class, and when. */
  async turnosDesde(db: DbOrTx, escolaId: string, desde: Date) {
    return db
      .select({
        turmaId: pontoEquipe.turmaId,
        entradaEm: pontoEquipe.entradaEm,
        saidaEm: pontoEquipe.saidaEm,
      })
      .from(pontoEquipe)
      .where(and(eq(pontoEquipe.escolaId, escolaId), gte(pontoEquipe.entradaEm, desde)));
  },

  /** Today's alerts nobody acknowledged, with the child's name; the newest first. */
  async alertasAbertos(db: DbOrTx, escolaId: string, data: string) {
    return db
      .select({
        id: alerta.id,
        discenteId: alerta.discenteId,
        nomeDisc: discente.nomeDisc,
        tipo: alerta.tipo,
        prioridade: alerta.prioridade,
        texto: alerta.texto,
        createdAt: alerta.createdAt,
      })
      .from(alerta)
      .innerJoin(discente, eq(discente.id, alerta.discenteId))
      .where(and(eq(alerta.escolaId, escolaId), eq(alerta.data, data), isNull(alerta.confirmadoEm)))
      .orderBy(desc(alerta.createdAt));
  },

  /** Today's incidents (not annulled) that at least one guardian has not acknowledged. */
  async incidentesSemCiencia(db: DbOrTx, escolaId: string, data: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(diarioRegistro)
      .where(
        and(
          eq(diarioRegistro.escolaId, escolaId),
          eq(diarioRegistro.data, data),
          eq(diarioRegistro.tipo, 'incidente'),
          eq(diarioRegistro.anulado, false),
          isNull(diarioRegistro.corrigidoPorId),
          sql`exists (select 1 from ${diarioCiencia} where ${diarioCiencia.registroId} = ${diarioRegistro.id} and ${diarioCiencia.lidoEm} is null)`,
        ),
      );
    return row?.n ?? 0;
  },

  /** What waits for the director's decision: families' links, and requests by kind. */
  async pendencias(db: DbOrTx, escolaId: string) {
    const [links] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(responsavelDiscente)
      .innerJoin(discente, eq(discente.id, responsavelDiscente.discenteId))
      .where(and(eq(discente.escolaId, escolaId), eq(responsavelDiscente.status, 'pendente')));
    const pedidos = await db
      .select({ tipo: solicitacao.tipo, n: sql<number>`count(*)::int` })
      .from(solicitacao)
      .where(and(eq(solicitacao.escolaId, escolaId), eq(solicitacao.status, 'pendente')))
      .groupBy(solicitacao.tipo);
    const de = (tipo: (typeof pedidos)[number]['tipo']) => pedidos.find((p) => p.tipo === tipo)?.n ?? 0;
    return {
      familias: links?.n ?? 0,
      criancas: de('novo_discente'),
      turmas: de('turma_discente'),
      outras: de('cpf_responsavel'),
    };
  },

  /** Importante notices of the last days with acknowledgements still missing, the newest first. */
  async avisosImportantesPendentes(db: DbOrTx, escolaId: string, agora: Date) {
    const desde = new Date(agora.getTime() - DIAS_AVISOS * 24 * 60 * 60_000);
    const ciencias = sql<number>`count(${avisoLeitura.lidoEm})::int`;
    const destinatarios = sql<number>`count(${avisoLeitura.usuarioId})::int`;
    return db
      .select({ id: aviso.id, titulo: aviso.tituloAviso, ciencias, destinatarios })
      .from(aviso)
      .innerJoin(avisoLeitura, eq(avisoLeitura.avisoId, aviso.id))
      .where(
        and(eq(aviso.escolaId, escolaId), eq(aviso.importancia, 'Importante'), gte(aviso.createdAt, desde)),
      )
      .groupBy(aviso.id)
      .having(sql`count(${avisoLeitura.lidoEm}) < count(${avisoLeitura.usuarioId})`)
      .orderBy(desc(aviso.createdAt))
      .limit(10);
  },
};
