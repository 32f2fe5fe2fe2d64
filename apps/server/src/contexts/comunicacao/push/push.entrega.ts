import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { job } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import type { PushSender } from '../../../platform/push/push';
import type { QuemEstaOnline } from '../../../realtime/quem-esta-online';
import type { JobHandler, JobRunner } from '../../../platform/jobs/job-runner';
import { idsDaSaida } from '../notificacao/notificacao.repository';
import type { TratadorSaida } from '../../../platform/saida/saida';
import { pushMessageFor, wantsPush } from './push.mensagem';
import { pushRepository } from './push.repository';

/** One job per notification and device: a retry resends only what failed. */
export const JOB_PUSH_ENVIO = 'push.envio';

export type PushEntrega = {
  /** Delivers what was committed so far: the outbox, then the push jobs due now (tests await it). */
  idle(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push delivery of new notifications (see contexts/comunicacao/push/push.entrega.ts). */
    pushEntrega: PushEntrega;
  }
}

/**
 * The outbox's handler for new notifications (after their transaction committed): decides who gets a
 * Web Push, when the person has no live socket open (someone looking at the app gets it there instead):
 * always for *Importante* and *Atenção*, for *Normal* only when they asked for it. Each send becomes a
 * job, keyed by notification and device, so a repeated outbox delivery schedules nothing twice.
 */
export function agendarPush(deps: {
  db: Db;
  online: () => QuemEstaOnline;
  clock: Clock;
  jobs: JobRunner;
}): TratadorSaida {
  return async (payload) => {
    const rows = (await pushRepository.notificacoesParaEnvio(deps.db, idsDaSaida(payload))).filter(
      (n) => n.lidaEm === null && wantsPush(n.prioridade, n),
    );
    if (rows.length === 0) return;
    const subscriptions = await pushRepository.listFor(deps.db, [...new Set(rows.map((n) => n.usuarioId))]);
    if (subscriptions.length === 0) return;
    // Only the people with a device turned on are asked about; presence that cannot be told counts as away.
    const online = deps.online();
    const away = new Set<string>();
    for (const usuarioId of new Set(subscriptions.map((s) => s.usuarioId)))
      if (!(await online.estaOnline(usuarioId).catch(() => false))) away.add(usuarioId);
    const executarEm = deps.clock.now();
    const envios = rows.flatMap((row) =>
      away.has(row.usuarioId)
        ? subscriptions
            .filter((sub) => sub.usuarioId === row.usuarioId)
            .map((sub) => ({
              tipo: JOB_PUSH_ENVIO,
              payload: { idNotificacao: row.id, idAssinatura: sub.id },
              executarEm,
              chave: `push:${row.id}:${sub.id}`,
            }))
        : [],
    );
    if (envios.length === 0) return;
    await deps.db.insert(job).values(envios).onConflictDoNothing({ target: job.chave });
    deps.jobs.kick();
  };
}

/**
 * Sends one notification to one device. A subscription the push service reports gone is deleted; any
 * other failure is counted on it and thrown, so the job runner retries with back-off (up to MAX_TRIES).
 * A notification read (or deleted) meanwhile, or a device gone, is not sent. Errors carry no personal data.
 */
export function pushJobs(deps: {
  db: Db;
  push: PushSender;
  clock: Clock;
  log: FastifyBaseLogger;
}): Record<string, JobHandler> {
  return {
    async [JOB_PUSH_ENVIO](payload) {
      const idNotificacao = String(payload.idNotificacao);
      const idAssinatura = String(payload.idAssinatura);
      const [row] = await pushRepository.notificacoesParaEnvio(deps.db, [idNotificacao]);
      const sub = await pushRepository.byId(deps.db, idAssinatura);
      if (!row || row.lidaEm !== null || !sub) return;
      const result = await deps.push
        .send({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, pushMessageFor(row))
        .catch((): { status: 'failed' } => ({ status: 'failed' }));
      if (result.status === 'sent') {
        await pushRepository.markSent(deps.db, sub.id, deps.clock.now());
      } else if (result.status === 'gone') {
        await pushRepository.remove(deps.db, sub.id);
      } else {
        await pushRepository.countFailure(deps.db, sub.id);
        throw new Error('push service failed');
      }
    },
  };
}
