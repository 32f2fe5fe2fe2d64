import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { createDiskProbe } from './disk-probe';
import { healthRepository } from './health.repository';

/** 200 ok / 200 degradado (serving, something optional impaired) / 503 indisponivel (send no traffic here). */
const healthResponse = z.object({
  status: z.enum(['ok', 'degradado', 'indisponivel']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'desligado']),
  disco: z.enum(['ok', 'cheio']),
});

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const disk = createDiskProbe(ctx.config.dataDir);
    let lastChecks: [boolean, boolean, 'up' | 'down' | 'desligado'] = [true, true, 'desligado'];
    app.get(
      '/health',
      // The load balancer's probe is answered even while the instance sheds load, so that it hears why.
      {
        schema: { tags: ['sistema'], response: { 200: healthResponse, 503: healthResponse } },
        config: { loadShedding: false },
      },
      async (_request, reply) => {
        // Shedding load: not ready for more traffic, said at once. Every await would wait a whole turn of a busy
        // loop (a disk probe takes several), so the other checks report their last answers and refresh behind.
        // Ready again at the first probe after the refusals stop.
        const overloaded = app.carga.motivo() !== null;
        const checks = Promise.all([
          overloaded ? true : healthRepository.databaseUp(ctx.db, ctx.databaseAvailability),
          disk.writable(),
          ctx.redis.estado(),
        ]).then((answers) => (lastChecks = answers));
        // Refreshed behind: a failure there is the next probe's to report.
        if (overloaded) checks.catch(() => {});
        const [up, writable, redis] = overloaded ? lastChecks : await checks;
        const ready = up && writable && !overloaded;
        // Redis down still serves (no live delivery between instances): degraded, not out of rotation.
        const status = !ready ? 'indisponivel' : redis === 'down' ? 'degradado' : 'ok';
        return reply
          .status(ready ? 200 : 503)
          .send({ status, database: up ? 'up' : 'down', redis, disco: writable ? 'ok' : 'cheio' });
      },
    );
  };
