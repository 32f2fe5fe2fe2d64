import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

/** Placeholder: the director's staff routes (/api/gestor/equipe…) are added here. */
export const gestorEquipeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    void ctx;
    void app;
  };
