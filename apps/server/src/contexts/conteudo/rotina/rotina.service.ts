import type {
  RotinaCelula,
  RotinaDiscente,
  RotinaSemana,
  rotinaCelulaPayload,
  rotinaCopiaPayload,
} from '@lunna/contract';
import { msg } from '@lunna/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import type { Actor } from '../../../lib/actor';
import { rotinaRepository, type CelulaRow } from './rotina.repository';
import { fimDaSemana, semanaAtual } from './semana-escolar';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

export type RotinaDeps = { db: Db; clock: Clock };

const celula = ({ turmaId: _t, ...c }: CelulaRow): RotinaCelula => c;

async function semanaPedida(deps: RotinaDeps, escolaId: string, semana?: string) {
  const atual = semanaAtual(deps.clock, await rotinaRepository.fusoHorario(deps.db, escolaId));
  return { hoje: atual.hoje, semana: semana ?? atual.semana };
}

export const rotinaService = {
  /** A class's week, for the staff who manage it. */
  async turmaSemana(deps: RotinaDeps, actor: Actor, turmaId: string, semana?: string): Promise<RotinaSemana> {
    const t = await requireAccess(deps.db, actor, Permissao.TurmaGerir, turmaId);
    const s = await semanaPedida(deps, t.escolaId, semana);
    const celulas = await rotinaRepository.week(deps.db, [turmaId], s.semana);
    return {
      idTurma: t.id,
      nomeTurma: t.nomeTurma,
      periodo: t.periodo,
      semana: s.semana,
      fim: fimDaSemana(s.semana),
      hoje: s.hoje,
      celulas: celulas.map(celula),
    };
  },

  /** Fills one cell of the grid, or replaces the card it held. */
  async salvar(
    deps: RotinaDeps,
    actor: Actor,
    turmaId: string,
    payload: z.output<typeof rotinaCelulaPayload>,
  ): Promise<RotinaCelula> {
    const t = await requireAccess(deps.db, actor, Permissao.TurmaGerir, turmaId);
    const row = await rotinaRepository.upsert(
      deps.db,
      {
        ...payload,
        descriatv: payload.descriatv || null,
        escolaId: t.escolaId,
        turmaId,
        autorId: actor.usuarioId,
      },
      deps.clock.now(),
    );
    return celula(row);
  },

  async remover(deps: RotinaDeps, actor: Actor, turmaId: string, idRotina: string): Promise<void> {
    await requireAccess(deps.db, actor, Permissao.TurmaGerir, turmaId);
    if (!(await rotinaRepository.remove(deps.db, turmaId, idRotina))) throw notFound('Atividade');
  },

  /**
   * Copies a week onto another. A week that already has cards is left alone (409) unless the educator
   * confirmed `substituir`; then it becomes an exact copy (its cards are replaced, not merged).
   */
  async copiar(
    deps: RotinaDeps,
    actor: Actor,
    turmaId: string,
    payload: z.output<typeof rotinaCopiaPayload>,
  ): Promise<{ copiadas: number }> {
    const t = await requireAccess(deps.db, actor, Permissao.TurmaGerir, turmaId);
    return deps.db.transaction(async (tx) => {
      if ((await rotinaRepository.countWeek(tx, turmaId, payload.de)) === 0)
        throw new AppError(409, 'CONFLICT', msg.rotinaSemanaVazia);
      if (!payload.substituir && (await rotinaRepository.countWeek(tx, turmaId, payload.para)) > 0)
        throw new AppError(409, 'CONFLICT', msg.rotinaSemanaPreenchida);
      const copiadas = await rotinaRepository.copyWeek(tx, {
        escolaId: t.escolaId,
        turmaId,
        de: payload.de,
        para: payload.para,
        autorId: actor.usuarioId,
        at: deps.clock.now(),
      });
      return { copiadas };
    });
  },

  /** 'Minha agenda': the week of every active class the child is in, for whoever may read the child. */
  async discente(
    deps: RotinaDeps,
    actor: Actor,
    discenteId: string,
    semana?: string,
  ): Promise<RotinaDiscente> {
    await requireAccess(deps.db, actor, Permissao.DiscenteLer, discenteId);
    const child = await rotinaRepository.child(deps.db, discenteId);
    if (!child) throw notFound('Criança');
    const s = await semanaPedida(deps, child.escolaId, semana);
    const fim = fimDaSemana(s.semana);
    const turmas = await rotinaRepository.turmasOfChild(deps.db, discenteId);
    const cells = await rotinaRepository.week(
      deps.db,
      turmas.map((t) => t.id),
      s.semana,
    );
    return {
      idDisc: child.id,
      nomeDisc: child.nomeDisc,
      semana: s.semana,
      fim,
      hoje: s.hoje,
      turmas: turmas.map((t) => ({
        idTurma: t.id,
        nomeTurma: t.nomeTurma,
        periodo: t.periodo,
        semana: s.semana,
        fim,
        hoje: s.hoje,
        celulas: cells.filter((c) => c.turmaId === t.id).map(celula),
      })),
    };
  },
};
