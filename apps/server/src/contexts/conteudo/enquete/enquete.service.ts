import {
  enquetePayload,
  msg,
  type EnqueteList,
  type EnqueteRead,
  type SituacaoEnquete,
  type VotoPayload,
} from '@lunna/contract';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError, forbidden, notFound, validation } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { instantAt, localDate } from '../../../lib/school-time';
import { parseOrThrow } from '../../../lib/zod-fields';
import type { Actor } from '../../../lib/actor';
import { turmasForChild, turmasOfStaff } from '../atividade/turmas-visiveis';
import type { JobRunner } from '../../../platform/jobs/job-runner';
import { jobRepository } from '../../../platform/jobs/job.repository';
import { notificacaoService } from '../../comunicacao/notificacao/notificacao.service';
import { enqueteRepository, type EnqueteRow, type OpcaoRow } from './enquete.repository';
import { requireAccess, isStaff } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';
import { discenteQueries } from '../../familia/discente/discente.queries';

export type EnqueteDeps = { db: Db; clock: Clock; jobs: JobRunner };

export const ENQUETE_JOBS = { abertura: 'enquete_abertura' } as const;
/** A poll that starts on a later day is announced that morning. */
const HORA_ANUNCIO = '07:00';

const enqueteLink = (idEnquete: string) => `/enquetes#enquete-${idEnquete}`;

export const situacaoEm = (row: Pick<EnqueteRow, 'inicio' | 'fim'>, hoje: string): SituacaoEnquete =>
  hoje < row.inicio ? 'agendada' : hoje > row.fim ? 'encerrada' : 'aberta';

async function hojeDaEscola(db: DbOrTx, clock: Clock, escolaId: string) {
  const timeZone = await enqueteRepository.fusoHorario(db, escolaId);
  return { timeZone, hoje: localDate(clock.now(), timeZone) };
}

/**
 * Results (counts per option) are shown to staff at any time, and to a guardian once the child has voted
 * or the poll has closed, so an early tally never sways the families still to answer.
 */
function toRead(
  row: EnqueteRow,
  opcoes: OpcaoRow[],
  actor: Actor,
  hoje: string,
  meuVoto: string | null,
): EnqueteRead {
  const situacao = situacaoEm(row, hoje);
  const staff = isStaff(actor);
  const results = staff || situacao === 'encerrada' || meuVoto !== null;
  const mine = opcoes.filter((o) => o.enqueteId === row.id);
  return {
    idEnquete: row.id,
    idTurma: row.turmaId,
    nomeTurma: row.nomeTurma,
    pergunta: row.pergunta,
    inicio: row.inicio,
    fim: row.fim,
    cor: row.cor,
    situacao,
    pedagogo: { nome: row.autorNome, ftPerfil: row.autorFoto },
    opcoes: mine.map((o) => ({ idOpcao: o.id, texto: o.texto, votos: results ? o.votos : null })),
    totalVotos: results ? mine.reduce((sum, o) => sum + o.votos, 0) : null,
    meuVoto,
    podeVotar: actor.papel === 'responsavel' && situacao === 'aberta',
    podeExcluir: actor.papel === 'gestor' || (actor.papel === 'pedagogo' && row.autorId === actor.usuarioId),
  };
}

async function announce(
  tx: DbOrTx,
  row: Pick<EnqueteRow, 'id' | 'escolaId' | 'turmaId' | 'pergunta' | 'fim'>,
) {
  await notificacaoService.record(tx, await discenteQueries.guardianUsuarioIdsOfTurma(tx, row.turmaId), {
    escolaId: row.escolaId,
    prioridade: 'Normal',
    tipo: 'enquete',
    titulo: { chave: 'enquete.nova.titulo' },
    texto: { chave: 'enquete.nova.texto', vars: { pergunta: row.pergunta, fim: row.fim } },
    link: enqueteLink(row.id),
    refId: row.id,
  });
}

export const enqueteService = {
  /**
   * The polls of the child's classes: open now, or (`passadas`) closed, with this child's vote. Polls not
   * yet open are not shown to families.
   */
  async listForChild(
    deps: EnqueteDeps,
    actor: Actor,
    discenteId: string,
    passadas: boolean,
  ): Promise<EnqueteList> {
    const turmaIds = await turmasForChild(deps.db, actor, discenteId);
    const { hoje } = await hojeDaEscola(deps.db, deps.clock, actor.escolaId);
    const rows = await enqueteRepository.list(deps.db, turmaIds, { hoje, passadas, agendadas: false });
    const ids = rows.map((r) => r.id);
    const [opcoes, votos] = await Promise.all([
      enqueteRepository.opcoes(deps.db, ids),
      enqueteRepository.votosDe(deps.db, ids, discenteId),
    ]);
    return { itens: rows.map((r) => toRead(r, opcoes, actor, hoje, votos.get(r.id) ?? null)) };
  },

  /** Staff: the polls of their classes (scheduled and open, or closed), with live counts. */
  async listForStaff(
    deps: EnqueteDeps,
    actor: Actor,
    query: { passadas: boolean; idTurma?: string },
  ): Promise<EnqueteList> {
    await requireAccess(deps.db, actor, Permissao.Equipe);
    const turmaIds = query.idTurma
      ? [(await requireAccess(deps.db, actor, Permissao.TurmaGerir, query.idTurma)).id]
      : await turmasOfStaff(deps.db, actor);
    const { hoje } = await hojeDaEscola(deps.db, deps.clock, actor.escolaId);
    const rows = await enqueteRepository.list(deps.db, turmaIds, {
      hoje,
      passadas: query.passadas,
      agendadas: true,
    });
    const opcoes = await enqueteRepository.opcoes(
      deps.db,
      rows.map((r) => r.id),
    );
    return { itens: rows.map((r) => toRead(r, opcoes, actor, hoje, null)) };
  },

  /**
   * An educator of the class (or the director) opens a poll. It may not end in the past. The class's
   * guardians are told when it opens: at once when it starts today, otherwise on the morning it starts.
   */
  async create(deps: EnqueteDeps, actor: Actor, body: unknown): Promise<EnqueteRead> {
    await requireAccess(deps.db, actor, Permissao.Equipe);
    const payload = parseOrThrow(enquetePayload, body);
    const turma = await requireAccess(deps.db, actor, Permissao.TurmaGerir, payload.idTurma);
    if (turma.arquivadaEm) throw new AppError(409, 'CONFLICT', 'Esta turma está arquivada');
    const { hoje, timeZone } = await hojeDaEscola(deps.db, deps.clock, turma.escolaId);
    if (payload.fim < hoje) throw validation({ fim: msg.dataFimPassada });
    const id = await deps.db.transaction(async (tx) => {
      const values = {
        escolaId: turma.escolaId,
        turmaId: turma.id,
        autorId: actor.usuarioId,
        pergunta: payload.pergunta,
        inicio: payload.inicio,
        fim: payload.fim,
        cor: payload.cor,
      };
      const created = await enqueteRepository.create(tx, values, payload.opcoes);
      if (payload.inicio <= hoje) await announce(tx, { id: created, ...values });
      else
        await jobRepository.schedule(
          tx,
          ENQUETE_JOBS.abertura,
          { idEnquete: created },
          instantAt(payload.inicio, HORA_ANUNCIO, timeZone),
        );
      return created;
    });
    deps.jobs.kick();
    const row = await enqueteRepository.find(deps.db, id);
    if (!row) throw notFound('Enquete');
    return toRead(row, await enqueteRepository.opcoes(deps.db, [id]), actor, hoje, null);
  },

  /**
   * A guardian answers for one child. The child has a single vote per poll: answering again while the poll
   * is open replaces it (any of the child's guardians may change it); outside the period it is refused.
   */
  async vote(deps: EnqueteDeps, actor: Actor, enqueteId: string, voto: VotoPayload): Promise<EnqueteRead> {
    await requireAccess(deps.db, actor, Permissao.DiscenteResponsavel, voto.idDisc);
    const row = await enqueteRepository.find(deps.db, enqueteId);
    if (!row || row.escolaId !== actor.escolaId) throw notFound('Enquete');
    if (!(await enqueteRepository.childInTurma(deps.db, voto.idDisc, row.turmaId))) throw forbidden();
    const { hoje } = await hojeDaEscola(deps.db, deps.clock, row.escolaId);
    if (situacaoEm(row, hoje) !== 'aberta') throw new AppError(409, 'CONFLICT', msg.enqueteFechada);
    const opcoes = await enqueteRepository.opcoes(deps.db, [row.id]);
    if (!opcoes.some((o) => o.id === voto.idOpcao)) throw validation({ idOpcao: msg.opcaoInvalida });
    await deps.db.transaction(async (tx) => {
      await enqueteRepository.upsertVoto(tx, {
        enqueteId: row.id,
        discenteId: voto.idDisc,
        opcaoId: voto.idOpcao,
        usuarioId: actor.usuarioId,
      });
      await notificacaoService.readByRef(tx, actor.usuarioId, row.id);
    });
    return toRead(row, await enqueteRepository.opcoes(deps.db, [row.id]), actor, hoje, voto.idOpcao);
  },

  /** The author or the director deletes a poll (with its votes). */
  async remove(deps: EnqueteDeps, actor: Actor, enqueteId: string): Promise<void> {
    await requireAccess(deps.db, actor, Permissao.Equipe);
    const row = await enqueteRepository.find(deps.db, enqueteId);
    if (!row || row.escolaId !== actor.escolaId) throw notFound('Enquete');
    if (actor.papel !== 'gestor' && row.autorId !== actor.usuarioId) throw forbidden();
    await enqueteRepository.remove(deps.db, enqueteId);
  },
};

/** Background work: announcing a poll on the morning it opens (skipped if it was deleted meanwhile). */
export const enqueteJobs = (deps: { db: Db }) => ({
  async [ENQUETE_JOBS.abertura](payload: Record<string, unknown>) {
    const row = await enqueteRepository.find(deps.db, String(payload.idEnquete));
    if (!row) return;
    await deps.db.transaction(async (tx) => announce(tx, row));
  },
});
