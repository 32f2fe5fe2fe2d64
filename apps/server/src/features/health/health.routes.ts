import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { answerWithin } from '../../lib/answer-within';
import { createDiskProbe } from './disk-probe';
import { HEALTH_CHECK_TIMEOUT_MS, healthRepository } from './health.repository';
import { createMigrationsCheck, type Migracoes } from './migrations-check';

const checks = {
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'desligado']),
  disco: z.enum(['ok', 'cheio']),
};

/** 200 ok / 200 degradado (serving, something optional impaired) / 503 indisponivel (send no traffic here). */
const healthResponse = z.object({ status: z.enum(['ok', 'degradado', 'indisponivel']), ...checks });

/** The same, plus what only the load balancer's readiness probe asks: the file storage and the migrations. */
const readyResponse = healthResponse.extend({
  armazenamento: z.enum(['ok', 'indisponivel']),
  /** desconhecido: the database did not say (it is down, or late). */
  migracoes: z.enum(['ok', 'pendentes', 'desconhecido']),
});

const liveResponse = z.object({ status: z.literal('ok') });

type Checks = [up: boolean, writable: boolean, redis: 'up' | 'down' | 'desligado'];

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const disk = createDiskProbe(ctx.config.dataDir);
    const migrations = createMigrationsCheck(ctx.db);
    let lastChecks: Checks = [true, true, 'desligado'];
    const runChecks = (overloaded: boolean) =>
      Promise.all([
        overloaded ? true : healthRepository.databaseUp(ctx.db, ctx.databaseAvailability),
        disk.writable(),
        ctx.redis.estado(),
      ]).then((answers): Checks => (lastChecks = answers));

    // Health and readiness are answered even while the instance sheds load, so that the balancer hears why.
    app.get(
      '/health',
      {
        schema: { tags: ['sistema'], response: { 200: healthResponse, 503: healthResponse } },
        config: { loadShedding: false },
      },
      async (_request, reply) => {
        // Shedding load: not ready for more traffic, said at once. Every await would wait a whole turn of a busy
        // loop (a disk probe takes several), so the other checks report their last answers and refresh behind.
        // Ready again at the first probe after the refusals stop.
        const overloaded = app.carga.motivo() !== null;
        const pending = runChecks(overloaded);
        // Refreshed behind: a failure there is the next probe's to report.
        if (overloaded) pending.catch(() => {});
        const [up, writable, redis] = overloaded ? lastChecks : await pending;
        const ready = up && writable && !overloaded;
        // Redis down still serves (no live delivery between instances): degraded, not out of rotation.
        const status = !ready ? 'indisponivel' : redis === 'down' ? 'degradado' : 'ok';
        return reply
          .status(ready ? 200 : 503)
          .send({ status, database: up ? 'up' : 'down', redis, disco: writable ? 'ok' : 'cheio' });
      },
    );

    app.get(
      '/health/live',
      {
        schema: {
          tags: ['sistema'],
          description:
            'The process is up and answering: 200 at once, nothing else is asked (a restart is the only cure for a no).',
          response: { 200: liveResponse },
        },
        config: { loadShedding: false },
      },
      async () => ({ status: 'ok' as const }),
    );

    let lastReady: { armazenamento: 'ok' | 'indisponivel'; migracoes: Migracoes } = {
      armazenamento: 'ok',
      migracoes: 'desconhecido',
    };
    app.get(
      '/health/ready',
      {
        schema: {
          tags: ['sistema'],
          description:
            'Whether to send this instance traffic: 200 when the database, the disk, the file storage and the migrations are all OK ' +
            '(Redis down: 200 `degradado`, as /api/health); else 503. Shedding load or shutting down: 503.',
          response: { 200: readyResponse, 503: readyResponse },
        },
        config: { loadShedding: false },
      },
      async (_request, reply) => {
        // Shedding load: 503 at once with the last answers (as /health), the checks refreshed behind.
        if (app.carga.motivo() !== null) {
          runChecks(true).catch(() => {});
          const [up, writable, redis] = lastChecks;
          return reply.status(503).send({
            status: 'indisponivel',
            database: up ? 'up' : 'down',
            redis,
            disco: writable ? 'ok' : 'cheio',
            ...lastReady,
          });
        }
        const [[up, writable, redis], stored, migracoes] = await Promise.all([
          runChecks(false),
          answerWithin(
            ctx.storage.probe().then(
              () => true,
              () => false,
            ),
            HEALTH_CHECK_TIMEOUT_MS,
            false,
          ),
          answerWithin(migrations.state(), HEALTH_CHECK_TIMEOUT_MS, 'desconhecido' as const),
        ]);
        lastReady = { armazenamento: stored ? 'ok' : 'indisponivel', migracoes };
        const ready = up && writable && stored && migracoes === 'ok';
        const status = !ready ? 'indisponivel' : redis === 'down' ? 'degradado' : 'ok';
        return reply.status(ready ? 200 : 503).send({
          status,
          database: up ? 'up' : 'down',
          redis,
          disco: writable ? 'ok' : 'cheio',
          ...lastReady,
        });
      },
    );
  };
