import { msg, type PontoEntradaPayload, type PontoRead } from '@lunna/contract';
import type { Db } from '../../../db/client';
import { AppError, forbidden, validation } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { instantAt, localDate, localTime } from '../../../lib/school-time';
import type { Actor } from '../../../lib/actor';
import { agendarVerificacaoRazao, avisarHojeMudou } from './hoje.eventos';
import { hojeRepository } from './hoje.repository';
import { pontoRepository, type TurnoRow } from './ponto.repository';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

export type PontoDeps = { db: Db; clock: Clock };

const conflito = (message: string) => new AppError(409, 'CONFLICT', message);

/** A shift opened on an earlier school day and never closed (she forgot): not today's. */
const deOutroDia = (turno: TurnoRow, hoje: string, fusoHorario: string) =>
  localDate(turno.entradaEm, fusoHorario) !== hoje;

async function contexto(deps: PontoDeps, actor: Actor) {
  await requireAccess(deps.db, actor, Permissao.Equipe);
  const { fusoHorario } = await hojeRepository.escola(deps.db, actor.escolaId);
  const agora = deps.clock.now();
  const turmas = await pontoRepository.turmasDe(
    deps.db,
    actor.escolaId,
    actor.usuarioId,
    actor.papel === 'gestor',
  );
  return { fusoHorario, agora, hoje: localDate(agora, fusoHorario), turmas };
}

function leitura(turno: TurnoRow | null, turmas: PontoRead['turmas'], fusoHorario: string): PontoRead {
  const turma = turno?.turmaId ? (turmas.find((t) => t.idTurma === turno.turmaId) ?? null) : null;
  return {
    emServico: turno !== null,
    desde: turno ? localTime(turno.entradaEm, fusoHorario) : null,
    turma,
    turmas,
  };
}

export const pontoService = {
  /** Whether the staff member is on duty today, since when and with which class. */
  async meu(deps: PontoDeps, actor: Actor): Promise<PontoRead> {
    const { fusoHorario, hoje, turmas } = await contexto(deps, actor);
    const turno = await pontoRepository.aberto(deps.db, actor.usuarioId);
    return leitura(turno && !deOutroDia(turno, hoje, fusoHorario) ? turno : null, turmas, fusoHorario);
  },

  /**
   * Clock-in with a class: the one given (it must be hers), else her only class; several classes and none
   * given is a question back. A shift forgotten open on an earlier day is closed at that day's end first.
   */
  async entrada(deps: PontoDeps, actor: Actor, payload: PontoEntradaPayload): Promise<PontoRead> {
    const { fusoHorario, agora, hoje, turmas } = await contexto(deps, actor);
    let turmaId: string | null;
    if (payload.idTurma) {
      if (!turmas.some((t) => t.idTurma === payload.idTurma)) throw forbidden();
      turmaId = payload.idTurma;
    } else if (turmas.length > 1 && actor.papel === 'pedagogo') {
      throw validation({ idTurma: msg.escolhaTurmaPonto });
    } else {
      // The director without a class is on duty for the school, not counted in a class's ratio.
      turmaId = actor.papel === 'pedagogo' ? (turmas[0]?.idTurma ?? null) : null;
    }
    const turno = await deps.db.transaction(async (tx) => {
      const aberto = await pontoRepository.aberto(tx, actor.usuarioId);
      if (aberto && !deOutroDia(aberto, hoje, fusoHorario)) throw conflito(msg.pontoJaAberto);
      if (aberto)
        await pontoRepository.fechar(
          tx,
          aberto.id,
          instantAt(localDate(aberto.entradaEm, fusoHorario), '23:59', fusoHorario),
        );
      const id = await pontoRepository.abrir(tx, {
        escolaId: actor.escolaId,
        usuarioId: actor.usuarioId,
        turmaId,
        entradaEm: agora,
      });
      if (!id) throw conflito(msg.pontoJaAberto);
      await avisarHojeMudou(tx, actor.escolaId);
      await agendarVerificacaoRazao(tx, actor.escolaId, agora);
      return { id, turmaId, entradaEm: agora };
    });
    return leitura(turno, turmas, fusoHorario);
  },

  /** Clock-out: closes today's shift; the class's ratio is read again on the director's page. */
  async saida(deps: PontoDeps, actor: Actor): Promise<PontoRead> {
    const { fusoHorario, agora, hoje, turmas } = await contexto(deps, actor);
    await deps.db.transaction(async (tx) => {
      const aberto = await pontoRepository.aberto(tx, actor.usuarioId);
      if (!aberto || deOutroDia(aberto, hoje, fusoHorario)) throw conflito(msg.pontoNaoAberto);
      await pontoRepository.fechar(tx, aberto.id, agora);
      await avisarHojeMudou(tx, actor.escolaId);
      await agendarVerificacaoRazao(tx, actor.escolaId, agora);
    });
    return leitura(null, turmas, fusoHorario);
  },
};
