import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { safeError } from '../../lib/error-handler';
import type { PushSender } from '../../platform/push/push';
import type { PresencaOnline } from '../../realtime/presenca-online';
import { notificacaoEventos, type NotificacaoCriada } from '../notificacao/notificacao.eventos';
import { pushMessageFor, wantsPush } from './push.mensagem';
import { pushRepository, type PushSubscriptionRow } from './push.repository';

/**
 * How long to keep looking for rows we were told about: the writing transaction may still be open (on
 * PostgreSQL another connection does not see them until it commits); a row never found was rolled back.
 */
const RETRY_DELAYS_MS = [50, 100, 200, 400, 800, 1500];
/** Push services answer in tens of milliseconds; a few at once keep a school-wide notice quick without a burst. */
const CONCURRENCY = 8;

export type PushEntrega = {
  /** Resolves when every delivery started so far has finished (tests, and shutting down). */
  idle(): Promise<void>;
  stop(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push delivery of new notifications (see features/push/push.entrega.ts). */
    pushEntrega: PushEntrega;
  }
}

type Deps = {
  db: Db;
  push: PushSender;
  /** Read at each delivery: the real-time layer may set who is online after the app is built. */
  presenca: () => PresencaOnline;
  clock: Clock;
  log: FastifyBaseLogger;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(runners);
}

/**
 * Listens for new notifications and sends each to its recipient's devices by Web Push, when the person has
 * no live socket open (someone looking at the app gets it there instead): always for *Importante* and
 * *Atenção*, for *Normal* only when they asked for it. A subscription the push service reports gone is
 * deleted; other failures are counted on it. The log gets counts only.
 */
export function startPushEntrega(deps: Deps): PushEntrega {
  const inFlight = new Set<Promise<void>>();
  let stopped = false;

  async function findRows(ids: string[]) {
    const found: Awaited<ReturnType<typeof pushRepository.notificacoesParaEnvio>> = [];
    let missing = ids;
    for (let attempt = 0; ; attempt++) {
      const rows = await pushRepository.notificacoesParaEnvio(deps.db, missing);
      found.push(...rows);
      const seen = new Set(rows.map((r) => r.id));
      missing = missing.filter((id) => !seen.has(id));
      const delay = RETRY_DELAYS_MS[attempt];
      if (missing.length === 0 || delay === undefined || stopped) return found;
      await sleep(delay);
    }
  }

  async function deliver(criadas: NotificacaoCriada[]) {
    const rows = (await findRows(criadas.map((c) => c.idNotificacao))).filter((n) => n.lidaEm === null && wantsPush(n.prioridade, n));
    if (rows.length === 0) return;
    const subscriptions = await pushRepository.listFor(deps.db, [...new Set(rows.map((n) => n.usuarioId))]);
    if (subscriptions.length === 0) return;
    const byPerson = new Map<string, PushSubscriptionRow[]>();
    for (const sub of subscriptions) byPerson.set(sub.usuarioId, [...(byPerson.get(sub.usuarioId) ?? []), sub]);
    // Only the people with a device turned on are asked about; presence that cannot be told counts as away.
    const presenca = deps.presenca();
    const away = new Set<string>();
    for (const usuarioId of byPerson.keys()) if (!(await presenca.online(usuarioId).catch(() => false))) away.add(usuarioId);
    const sends: { sub: PushSubscriptionRow; row: (typeof rows)[number] }[] = rows.flatMap((row) =>
      away.has(row.usuarioId) ? (byPerson.get(row.usuarioId) ?? []).map((sub) => ({ sub, row })) : [],
    );
    if (sends.length === 0) return;

    const counts = { enviadas: 0, expiradas: 0, falhas: 0 };
    await pool(sends, CONCURRENCY, async ({ sub, row }) => {
      const result = await deps.push
        .send({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, pushMessageFor(row))
        .catch((): { status: 'failed' } => ({ status: 'failed' }));
      if (result.status === 'sent') {
        counts.enviadas++;
        await pushRepository.markSent(deps.db, sub.id, deps.clock.now());
      } else if (result.status === 'gone') {
        counts.expiradas++;
        await pushRepository.remove(deps.db, sub.id);
      } else {
        counts.falhas++;
        await pushRepository.countFailure(deps.db, sub.id);
      }
    });
    deps.log.info({ notificacoes: rows.length, ...counts }, 'web push delivered');
  }

  const unsubscribe = notificacaoEventos.on((criadas) => {
    if (stopped) return;
    const work: Promise<void> = deliver(criadas)
      .catch((err: unknown) => deps.log.error({ err: err instanceof Error ? safeError(err) : 'unknown' }, 'web push delivery failed'))
      .finally(() => inFlight.delete(work));
    inFlight.add(work);
  });

  const idle = async () => {
    while (inFlight.size > 0) await Promise.all([...inFlight]);
  };

  return {
    idle,
    async stop() {
      stopped = true;
      unsubscribe();
      await idle();
    },
  };
}
