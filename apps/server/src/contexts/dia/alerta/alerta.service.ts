import {
  msg,
  type AlertaAvisados,
  type AlertaCriado,
  type AlertaList,
  type AlertaRead,
  type OrigemAlerta,
} from '@lunna/contract';
import type { z } from 'zod';
import type { alertaPayload } from '@lunna/contract';
import type { Db } from '../../../db/client';
import { AppError, forbidden, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { localDate } from '../../../lib/school-time';
import type { Texto } from '../../../lib/textos/textos';
import type { Actor } from '../../../lib/actor';
import type { JobRunner } from '../../../platform/jobs/job-runner';
import { notificacaoService } from '../../comunicacao/notificacao/notificacao.service';
import { alertaRepository, type AlertaRow } from './alerta.repository';
import {
  describe,
  LINK_EQUIPE,
  LINK_FAMILIA,
  notifyAlert,
  schoolSideOf,
  schoolSideOfChild,
} from './alerta.notices';
import { horarioBuscaRepository } from './horario-busca.repository';
import { discenteQueries } from '../../familia/discente/discente.queries';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

export type AlertaDeps = { db: Db; clock: Clock; jobs: JobRunner };

type Payload = z.output<typeof alertaPayload>;
/**
 * How the notifications word an alert raised for someone else's words (Lumi's hand-off): a catalogue text
 * written in each reader's language, while the alert keeps `payload.texto` as its own data.
 */
export type Aviso = { texto?: Texto };

/** Who raised it: the school's clock, a guardian, or the staff (an author whose account is gone counts by the kind of alert). */
export function origemOf(row: Pick<AlertaRow, 'tipo' | 'autorPapel'>): OrigemAlerta {
  if (row.tipo === 'ausencia_inesperada') return 'sistema';
  if (row.autorPapel === 'responsavel') return 'responsavel';
  if (row.autorPapel === 'pedagogo' || row.autorPapel === 'gestor') return 'equipe';
  return row.tipo === 'atencao' ? 'equipe' : 'responsavel';
}

/** A guardian acknowledges what the school (staff or clock) raised; the school acknowledges what a guardian raised. */
const acknowledgerSide = (origem: OrigemAlerta) => (origem === 'responsavel' ? 'equipe' : 'responsavel');

function toRead(row: AlertaRow, actor: Actor): AlertaRead {
  const origem = origemOf(row);
  const side = actor.papel === 'responsavel' ? 'responsavel' : 'equipe';
  return {
    idAlerta: row.id,
    idDisc: row.discenteId,
    nomeDisc: row.nomeDisc,
    data: row.data,
    tipo: row.tipo,
    categoria: row.categoria,
    prioridade: row.prioridade,
    texto: row.texto,
    chegadaPrevista: row.chegadaPrevista,
    origem,
    autor: origem === 'sistema' || !row.autorNome ? null : { nome: row.autorNome },
    criadoEm: row.createdAt.toISOString(),
    confirmacao: row.confirmadoEm
      ? { nome: row.confirmadoPorNome ?? '', em: row.confirmadoEm.toISOString() }
      : null,
    podeConfirmar: !row.confirmadoEm && acknowledgerSide(origem) === side,
  };
}

async function childOrThrow(db: Db, discenteId: string) {
  const child = await horarioBuscaRepository.child(db, discenteId);
  if (!child) throw notFound('Criança');
  return child;
}

/** Staff of the child's class, or the director of its school. */
async function assertSchoolSideOfChild(db: Db, actor: Actor, discenteId: string) {
  await requireAccess(db, actor, Permissao.Equipe);
  await requireAccess(db, actor, Permissao.DiscenteLer, discenteId);
}

export const alertaService = {
  /**
   * A guardian tells the class educators (running late, not coming today, needs attention today); the
   * staff of the child's class raise "needs attention", which reaches every guardian at once.
   */
  async raise(
    deps: AlertaDeps,
    actor: Actor,
    discenteId: string,
    payload: Payload,
    aviso?: Aviso,
  ): Promise<AlertaCriado> {
    const { db } = deps;
    const fromGuardian = actor.papel === 'responsavel';
    if (fromGuardian) await requireAccess(db, actor, Permissao.DiscenteResponsavel, discenteId);
    else {
      await assertSchoolSideOfChild(db, actor, discenteId);
      // Running late and absences are the family's to report.
      if (payload.tipo !== 'atencao') throw forbidden();
    }
    const child = await childOrThrow(db, discenteId);
    const now = deps.clock.now();
    const data = localDate(now, child.fusoHorario);
    if (payload.tipo === 'ausencia' && (await alertaRepository.hasCheckIn(db, discenteId, data))) {
      throw new AppError(409, 'CONFLICT', msg.criancaJaChegou);
    }
    const values = {
      escolaId: child.escolaId,
      discenteId,
      data,
      tipo: payload.tipo,
      categoria: payload.tipo === 'atencao' ? payload.categoria : null,
      prioridade:
        payload.tipo === 'atencao'
          ? payload.prioridade
          : payload.tipo === 'atraso'
            ? ('Atenção' as const)
            : ('Normal' as const),
      texto: payload.texto ?? '',
      chegadaPrevista: payload.tipo === 'atraso' ? payload.chegadaPrevista : null,
      autorId: actor.usuarioId,
      createdAt: now,
    };
    const autorNome = await alertaRepository.nameOf(db, actor.usuarioId);
    const { id, avisados } = await db.transaction(async (tx) => {
      const created = await alertaRepository.create(tx, values);
      const descrito = describe({ ...values, nomeDisc: child.nomeDisc }, autorNome);
      const conteudo = aviso?.texto ? { ...descrito, texto: aviso.texto } : descrito;
      const lado = fromGuardian
        ? await schoolSideOfChild(tx, discenteId, child.escolaId)
        : {
            usuarioIds: await discenteQueries.guardianUsuarioIdsOf(tx, discenteId),
            quem: 'responsaveis' as const,
          };
      await notifyAlert(
        tx,
        now,
        { id: created, escolaId: child.escolaId, prioridade: values.prioridade },
        conteudo,
        [{ usuarioIds: lado.usuarioIds, link: fromGuardian ? LINK_EQUIPE : LINK_FAMILIA }],
      );
      // Named from the same rows the notifications went to, so the answer says exactly who was told.
      const told: AlertaAvisados = {
        quem: lado.quem,
        nomes: await alertaRepository.namesOf(tx, lado.usuarioIds),
      };
      return { id: created, avisados: told };
    });
    deps.jobs.kick();
    const row = await alertaRepository.find(db, id);
    if (!row) throw notFound('Alerta');
    return { ...toRead(row, actor), avisados };
  },

  /**
   * 'Estou ciente': a guardian of the child for what the school raised, the class's staff for what a
   * guardian raised. Recorded once (a second press changes nothing); whoever raised it is told.
   */
  async confirm(deps: AlertaDeps, actor: Actor, alertaId: string): Promise<AlertaRead> {
    const { db } = deps;
    const alert = await alertaRepository.find(db, alertaId);
    if (!alert) throw notFound('Alerta');
    const origem = origemOf(alert);
    if (acknowledgerSide(origem) === 'responsavel')
      await requireAccess(db, actor, Permissao.DiscenteResponsavel, alert.discenteId);
    else await assertSchoolSideOfChild(db, actor, alert.discenteId);

    const now = deps.clock.now();
    const nome = await alertaRepository.nameOf(db, actor.usuarioId);
    await db.transaction(async (tx) => {
      if (!(await alertaRepository.confirm(tx, alertaId, actor.usuarioId, now))) return;
      await notificacaoService.readByRef(tx, actor.usuarioId, alertaId);
      const raiser =
        origem === 'sistema'
          ? { usuarioIds: await schoolSideOf(tx, alert.discenteId, alert.escolaId), link: LINK_EQUIPE }
          : {
              usuarioIds: alert.autorId ? [alert.autorId] : [],
              link: origem === 'equipe' ? LINK_EQUIPE : LINK_FAMILIA,
            };
      const sobre = describe(alert, alert.autorNome);
      await notifyAlert(
        tx,
        now,
        { id: alertaId, escolaId: alert.escolaId, prioridade: 'Normal' },
        { titulo: { chave: 'alerta.ciente.titulo', vars: { nome } }, texto: sobre.titulo },
        [raiser],
      );
    });
    deps.jobs.kick();
    const row = await alertaRepository.find(db, alertaId);
    if (!row) throw notFound('Alerta');
    return toRead(row, actor);
  },

  /** The alerts about a child on a date (today by default), open first: whoever may read the child. */
  async listForChild(
    deps: AlertaDeps,
    actor: Actor,
    discenteId: string,
    data: string | undefined,
  ): Promise<AlertaList> {
    await requireAccess(deps.db, actor, Permissao.DiscenteLer, discenteId);
    const child = await childOrThrow(deps.db, discenteId);
    const day = data ?? localDate(deps.clock.now(), child.fusoHorario);
    return alertaService.listForCheckedChild(deps.db, actor, discenteId, day);
  },

  /** The alerts about the child on `day`, for a reader the caller has already found may read the child (the dashboard). */
  async listForCheckedChild(db: Db, actor: Actor, discenteId: string, day: string): Promise<AlertaList> {
    return { itens: (await alertaRepository.listForChild(db, discenteId, day)).map((r) => toRead(r, actor)) };
  },

  /** The alerts about the children of a class on a date: staff managing the class. */
  async listForTurma(
    deps: AlertaDeps,
    actor: Actor,
    turmaId: string,
    data: string | undefined,
  ): Promise<AlertaList> {
    await requireAccess(deps.db, actor, Permissao.TurmaGerir, turmaId);
    const escola = await horarioBuscaRepository.escola(deps.db, actor.escolaId);
    if (!escola) throw notFound('Escola');
    const day = data ?? localDate(deps.clock.now(), escola.fusoHorario);
    return {
      itens: (await alertaRepository.listForTurma(deps.db, turmaId, day)).map((r) => toRead(r, actor)),
    };
  },
};
