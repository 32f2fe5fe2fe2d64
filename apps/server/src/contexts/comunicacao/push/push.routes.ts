import {
  idAparelhoParam,
  okResponse,
  pushAparelhos,
  pushChave,
  pushEstadoInscricao,
  pushInscricaoPayload,
  pushInscricaoSalva,
  pushRemocaoPayload,
} from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { requireActor, signedIn } from '../../../lib/actor';
import { clientInfo } from '../../../lib/client-info';
import { pushService } from './push.service';

export const pushRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['push'];

    app.get(
      '/push/chave',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'The server’s public VAPID key, for PushManager.subscribe.',
          response: { 200: pushChave },
        },
      },
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
          response: { 200: pushInscricaoSalva },
        },
      },
      async (request) =>
        pushService.subscribe(
          ctx.db,
          requireActor(request.actor),
          request.body,
          clientInfo(request).userAgent,
        ),
    );

    app.post(
      '/push/inscricao/estado',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Whether the server still sends to this browser (by its endpoint, in the body so it stays out of logs): its device id, or null when the person removed it from another device or the push service said it is gone. Someone else’s endpoint reads as null.',
          body: pushRemocaoPayload,
          response: { 200: pushEstadoInscricao },
        },
      },
      async (request) => pushService.estado(ctx.db, requireActor(request.actor), request.body.endpoint),
    );

    app.get(
      '/push/aparelhos',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'The person’s own devices that get notifications, newest first: browser and system, since when, last delivery. Never endpoints or keys.',
          response: { 200: pushAparelhos },
        },
      },
      async (request) => pushService.aparelhos(ctx.db, requireActor(request.actor)),
    );

    app.delete(
      '/push/aparelhos/:idAparelho',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Stops notifications to one of the person’s devices (a lost phone, an old laptop). Anyone else’s device is 404.',
          params: idAparelhoParam,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await pushService.removerAparelho(ctx.db, requireActor(request.actor), request.params.idAparelho);
        return { ok: true as const };
      },
    );

    app.delete(
      '/push/inscricao',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Turns device notifications off for this browser, by its endpoint. Only one’s own: any other endpoint is 404.',
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
