import {
  alergenosMencionados,
  type Alergeno,
  type CardapioItem,
  type CardapioSemana,
  type CriancaAlergica,
  type cardapioPayload,
} from '@lunna/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { forbidden, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { addDaysTo } from '../../../lib/school-time';
import type { Actor } from '../../../lib/actor';
import { auditRepository } from '../../../platform/audit/audit.repository';
import { discenteQueries } from '../../familia/discente/discente.queries';
import { rotinaRepository } from '../rotina/rotina.repository';
import { fimDaSemana, semanaAtual } from '../rotina/semana-escolar';
import { cardapioRepository, type CardapioRow } from './cardapio.repository';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

export type CardapioDeps = { db: Db; clock: Clock };

/** What reading the children's allergies on the menu leaves in the audit log (health data, staff only). */
export const AUDIT_ALERGIAS = 'ler_alergias_cardapio';

const item = ({ escolaId: _e, ...row }: CardapioRow): CardapioItem => row;
const emComum = (prato: readonly Alergeno[], crianca: readonly Alergeno[]) =>
  prato.filter((a) => crianca.includes(a));

async function semanaDaEscola(deps: CardapioDeps, escolaId: string, semana?: string) {
  const atual = semanaAtual(deps.clock, await rotinaRepository.fusoHorario(deps.db, escolaId));
  const inicio = semana ?? atual.semana;
  const fim = fimDaSemana(inicio);
  const rows = await cardapioRepository.between(deps.db, escolaId, inicio, fim);
  return { hoje: atual.hoje, semana: inicio, fim, rows };
}

/** Monday to Friday, each with its meals (in the order of the day). */
function dias(semana: string, itens: CardapioItem[]) {
  return [0, 1, 2, 3, 4].map((i) => {
    const data = addDaysTo(semana, i);
    return { data, diaSemana: i + 1, refeicoes: itens.filter((x) => x.data === data) };
  });
}

export const cardapioService = {
  /**
   * The family's week for one child: each dish carries `alertas`, the allergens of the dish that the
   * child's medical record names. Only that child's guardians may ask.
   */
  async familia(
    deps: CardapioDeps,
    actor: Actor,
    discenteId: string,
    semana?: string,
  ): Promise<CardapioSemana> {
    await requireAccess(deps.db, actor, Permissao.DiscenteResponsavel, discenteId);
    const [child] = await cardapioRepository.alergiasOf(deps.db, [discenteId]);
    if (!child) throw notFound('Criança');
    const alergias = alergenosMencionados(child.comidasAlergicas);
    const s = await semanaDaEscola(deps, child.escolaId, semana);
    const itens = s.rows.map((r) => ({ ...item(r), alertas: emComum(r.alergenos, alergias) }));
    return {
      semana: s.semana,
      fim: s.fim,
      hoje: s.hoje,
      crianca: { idDisc: child.idDisc, nomeDisc: child.nomeDisc, alergenos: alergias },
      dias: dias(s.semana, itens),
    };
  },

  /**
   * The staff's week: each dish lists the children of their classes (the director: of the school) whose
   * record names one of its allergens. Each child named is an audited read of health data.
   */
  async equipe(deps: CardapioDeps, actor: Actor, semana?: string): Promise<CardapioSemana> {
    await requireAccess(deps.db, actor, Permissao.Equipe);
    const s = await semanaDaEscola(deps, actor.escolaId, semana);
    const ids =
      actor.papel === 'gestor'
        ? await discenteQueries.idsOfEscola(deps.db, actor.escolaId)
        : await discenteQueries.idsTaughtBy(deps.db, actor.usuarioId);
    const criancas = (await cardapioRepository.alergiasOf(deps.db, ids))
      .filter((c) => c.escolaId === actor.escolaId)
      .map((c) => ({
        idDisc: c.idDisc,
        nomeDisc: c.nomeDisc,
        alergias: alergenosMencionados(c.comidasAlergicas),
      }))
      .filter((c) => c.alergias.length > 0);
    const mostradas = new Set<string>();
    const itens = s.rows.map((r) => {
      const alergicos: CriancaAlergica[] = criancas.flatMap((c) => {
        const comuns = emComum(r.alergenos, c.alergias);
        if (comuns.length === 0) return [];
        mostradas.add(c.idDisc);
        return [{ idDisc: c.idDisc, nomeDisc: c.nomeDisc, alergenos: comuns }];
      });
      return { ...item(r), alergicos };
    });
    await auditRepository.recordReads(deps.db, actor, AUDIT_ALERGIAS, [...mostradas]);
    return { semana: s.semana, fim: s.fim, hoje: s.hoje, dias: dias(s.semana, itens) };
  },

  /** Posts a meal of the actor's school (any staff member: the kitchen's menu is the school's, not a class's). */
  async salvar(
    deps: CardapioDeps,
    actor: Actor,
    payload: z.output<typeof cardapioPayload>,
  ): Promise<CardapioItem> {
    await requireAccess(deps.db, actor, Permissao.Equipe);
    return item(
      await cardapioRepository.upsert(
        deps.db,
        { ...payload, escolaId: actor.escolaId, autorId: actor.usuarioId },
        deps.clock.now(),
      ),
    );
  },

  async remover(deps: CardapioDeps, actor: Actor, idCardapio: string): Promise<void> {
    await requireAccess(deps.db, actor, Permissao.Equipe);
    const row = await cardapioRepository.find(deps.db, idCardapio);
    if (!row) throw notFound('Refeição');
    if (row.escolaId !== actor.escolaId) throw forbidden();
    await cardapioRepository.remove(deps.db, idCardapio);
  },
};
