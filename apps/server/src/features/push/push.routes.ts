import { okResponse, pushChave, pushInscricaoPayload, pushRemocaoPayload } from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireActor, signedIn } from '../auth/actor';
import { clientInfo } from '../auth/client-info';
import { pushService } from './push.service';

export const pushRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['push'];

    app.get(
      '/push/chave',
      { ...signedIn, schema: { tags, description: 'The server’s public VAPID key, for PushManager.subscribe.', response: { 200: pushChave } } },
      async (request) => pushService.chave(ctx.push, requireActor(request.actor)),
    );

    app.post(
      '/push/inscricao',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Turns device notifications on for this browser: its PushSubscription as JSON (https endpoint, p256dh and auth keys). Saving the same endpoint again updates it; an endpoint another account had moves to this one.',
          body: pushInscricaoPayload,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await pushService.subscribe(ctx.db, requireActor(request.actor), request.body, clientInfo(request).userAgent);
        return { ok: true as const };
      },
    );

    app.delete(
      '/push/inscricao',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'Turns device notifications off for this browser, by its endpoint. Only one’s own: any other endpoint is 404.',
          body: pushRemocaoPayload,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await pushService.unsubscribe(ctx.db, requireActor(request.actor), request.body.endpoint);
        return { ok: true as const };
      },
    );
  };
