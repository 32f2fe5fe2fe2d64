import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

/** Placeholder: routes of this feature are added here. */
export const planoRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    void ctx;
    void app;
  };
