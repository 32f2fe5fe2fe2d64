import type { RetencaoRead, retencaoPayload } from '@lunna/contract';
import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';
import { subMonths } from 'date-fns/subMonths';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { RETENCAO_TIMEOUT_MS, withLongStatements } from '../../../db/long-statements';
import type { Clock } from '../../../lib/clock';
import { addDaysTo, instantAt, localDate } from '../../../lib/school-time';
import type { Storage } from '../../../platform/storage/storage';
import type { Actor } from '../../../lib/actor';
import { jobRepository } from '../../../platform/jobs/job.repository';
import { limparExportacoesExpiradas } from './exportacao.service';
import { retencaoRepository as repo } from './retencao.repository';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

/** The table's defaults (retencao_escola), until the director saves other periods. */
export const PADRAO = { presencaMeses: 24, chatMeses: 12, diarioMeses: 24 } as const;
const ULTIMAS_EXECUCOES = 5;

export const RETENCAO_JOB = 'retencao_diaria';
/** When a school's retention run happens (school time): at night, away from the school day. */
export const RETENCAO_HORARIO = '03:00';
const chave = (escolaId: string, data: string) => `retencao_diaria:${escolaId}:${data}`;

/**
 * Attendance is kept per school year, and Brazilian school years follow the calendar year. A year is
 * closed once it has ended (1 January of the next year, school time); its attendance goes
 * `presencaMeses` months after that. Returns the first date kept ('YYYY-01-01'): every row before it is
 * of a closed year whose period is over. Null when no closed year is due yet.
 */
export function primeiroDiaMantido(hoje: string, presencaMeses: number): string | null {
  const anoAtual = Number(hoje.slice(0, 4));
  for (let ano = anoAtual - 1; ano >= anoAtual - 1 - Math.ceil(presencaMeses / 12) - 1; ano--) {
    const fim = `${ano + 1}-01-01`;
    const vence = format(addMonths(new Date(`${fim}T12:00:00Z`), presencaMeses), 'yyyy-MM-dd');
    if (vence <= hoje) return fim;
  }
  return null;
}

/** The first diary day kept: entries dated `diarioMeses` months before today or earlier go. */
export function primeiroDiaDoDiario(hoje: string, diarioMeses: number): string {
  return format(subMonths(new Date(`${hoje}T12:00:00Z`), diarioMeses), 'yyyy-MM-dd');
}

async function agendar(db: DbOrTx, escolaId: string, fusoHorario: string, data: string) {
  await jobRepository.scheduleOnce(
    db,
    RETENCAO_JOB,
    { escolaId, data },
    instantAt(data, RETENCAO_HORARIO, fusoHorario),
    chave(escolaId, data),
  );
}

/**
 * Makes sure the school's daily retention run is planned (today's, unless it exists): the run plans the
 * next day's itself. Idempotent, so the start of every instance and the director's settings call it.
 */
export async function agendarRetencao(db: DbOrTx, escolaId: string, now: Date): Promise<void> {
  const escola = await repo.escola(db, escolaId);
  if (escola) await agendar(db, escola.id, escola.fusoHorario, localDate(now, escola.fusoHorario));
}

/** At server start (the lead wires it next to bootstrapDailyPlans): every school's retention run is planned. */
export async function bootstrapRetencao(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  for (const escola of await repo.escolas(db))
    await agendar(db, escola.id, escola.fusoHorario, localDate(now, escola.fusoHorario));
}

/** Chat messages of the school sent more than `chatMeses` months ago (the chat keeps no attachments). */
async function excluirMensagensChat(
  db: DbOrTx,
  escolaId: string,
  chatMeses: number,
  now: Date,
): Promise<number> {
  return repo.excluirMensagens(db, escolaId, subMonths(now, chatMeses));
}

export type RetencaoDeps = { db: Db; storage: Storage; log: FastifyBaseLogger };

/**
 * The 'retencao_diaria' job of one school: deletes the attendance of closed school years past the
 * period, the chat past its period, and expired export files; records and logs the counts
 * (never personal data); plans the next day's run.
 */
export async function runRetencao(
  deps: RetencaoDeps,
  payload: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const { db } = deps;
  const escola = await repo.escola(db, String(payload.escolaId));
  if (!escola) return;
  const hoje = localDate(now, escola.fusoHorario);
  const periodos = (await repo.periodos(db, escola.id)) ?? PADRAO;
  // Big schools delete much at once: the run has the long limit of a named job, not a request's.
  const { presencas, mensagens, diario } = await withLongStatements(db, RETENCAO_TIMEOUT_MS, async (tx) => {
    const limite = primeiroDiaMantido(hoje, periodos.presencaMeses);
    const presencas = limite ? await repo.excluirPresencas(tx, escola.id, limite) : 0;
    const mensagens = await excluirMensagensChat(tx, escola.id, periodos.chatMeses, now);
    // The diary by the entry's day; medication given and incidents never before attendance goes too.
    const diario = await repo.excluirDiario(
      tx,
      escola.id,
      primeiroDiaDoDiario(hoje, periodos.diarioMeses),
      limite,
    );
    await repo.registrar(tx, {
      escolaId: escola.id,
      presencasExcluidas: presencas,
      mensagensExcluidas: mensagens,
      registrosDiarioExcluidos: diario,
      at: now,
    });
    // A run that comes late (servers down over a day) still plans from today on.
    const data = String(payload.data) > hoje ? String(payload.data) : hoje;
    await agendar(tx, escola.id, escola.fusoHorario, addDaysTo(data, 1));
    return { presencas, mensagens, diario };
  });
  const exportacoes = await limparExportacoesExpiradas(deps, now, escola.id);
  deps.log.info(
    {
      escolaId: escola.id,
      presencasExcluidas: presencas,
      mensagensExcluidas: mensagens,
      registrosDiarioExcluidos: diario,
      exportacoesExpiradas: exportacoes,
    },
    'retention run',
  );
}

async function read(db: DbOrTx, escolaId: string): Promise<RetencaoRead> {
  const [periodos, execucoes] = await Promise.all([
    repo.periodos(db, escolaId),
    repo.execucoes(db, escolaId, ULTIMAS_EXECUCOES),
  ]);
  return {
    presencaMeses: periodos?.presencaMeses ?? PADRAO.presencaMeses,
    chatMeses: periodos?.chatMeses ?? PADRAO.chatMeses,
    diarioMeses: periodos?.diarioMeses ?? PADRAO.diarioMeses,
    alteradoEm: periodos ? periodos.updatedAt.toISOString() : null,
    execucoes: execucoes.map((e) => ({
      executadoEm: e.executadoEm.toISOString(),
      presencasExcluidas: e.presencasExcluidas,
      mensagensExcluidas: e.mensagensExcluidas,
      registrosDiarioExcluidos: e.registrosDiarioExcluidos,
    })),
  };
}

export const retencaoService = {
  /** The director: the school's periods and the last runs. */
  async read(db: Db, clock: Clock, actor: Actor): Promise<RetencaoRead> {
    await requireAccess(db, actor, Permissao.Direcao);
    await agendarRetencao(db, actor.escolaId, clock.now());
    return read(db, actor.escolaId);
  },

  /** The director changes the periods (bounds in the contract); the next nightly run applies them. */
  async save(
    db: Db,
    clock: Clock,
    actor: Actor,
    body: z.output<typeof retencaoPayload>,
  ): Promise<RetencaoRead> {
    await requireAccess(db, actor, Permissao.Direcao);
    const now = clock.now();
    // A client that does not send the diary's period keeps the school's.
    const diarioMeses =
      body.diarioMeses ?? (await repo.periodos(db, actor.escolaId))?.diarioMeses ?? PADRAO.diarioMeses;
    await repo.salvar(db, {
      escolaId: actor.escolaId,
      presencaMeses: body.presencaMeses,
      chatMeses: body.chatMeses,
      diarioMeses,
      alteradoPor: actor.usuarioId,
      at: now,
    });
    await agendarRetencao(db, actor.escolaId, now);
    return read(db, actor.escolaId);
  },
};
