import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OffsetClock } from '../../lib/clock';
import type { JobRunner } from '../jobs/job-runner';

/**
 * Browser journeys set the server's time (a Friday, 30 minutes before pickup) instead of waiting for it.
 * Registered only when TEST_CLOCK=true, which the configuration refuses in production.
 */
export const testClockRoutes =
  (clock: OffsetClock, jobs: JobRunner): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['test'];
    app.put(
      '/test/relogio',
      {
        schema: {
          tags,
          body: z.object({ agora: z.iso.datetime({ offset: true }) }),
          response: { 200: z.object({ agora: z.string() }) },
        },
      },
      async (request) => {
        clock.set(new Date(request.body.agora));
        // Whatever became due at the new time runs now, as it would have on a real clock.
        await jobs.runDue();
        return { agora: clock.now().toISOString() };
      },
    );
    app.delete(
      '/test/relogio',
      { schema: { tags, response: { 200: z.object({ agora: z.string() }) } } },
      async () => {
        clock.reset();
        return { agora: clock.now().toISOString() };
      },
    );
  };
