import {
  idNotificacaoParam,
  notificacaoList,
  okResponse,
  preferenciasNotificacao,
  preferenciasNotificacaoPayload,
} from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { requireActor, signedIn } from '../../../lib/actor';
import { notificacaoService } from './notificacao.service';

export const notificacaoRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['notificacao'];

    app.get(
      '/notificacao',
      { ...signedIn, schema: { tags, response: { 200: notificacaoList } } },
      async (request) => notificacaoService.list(ctx.db, requireActor(request.actor)),
    );

    app.post(
      '/notificacao/leitura',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'Marks all of the user’s notifications read.',
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await notificacaoService.markAllRead(ctx.db, requireActor(request.actor));
        return { ok: true as const };
      },
    );

    app.post(
      '/notificacao/:idNotificacao/leitura',
      { ...signedIn, schema: { tags, params: idNotificacaoParam, response: { 200: okResponse } } },
      async (request) => {
        await notificacaoService.markRead(ctx.db, requireActor(request.actor), request.params.idNotificacao);
        return { ok: true as const };
      },
    );

    app.get(
      '/notificacao/preferencias',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'E-mail on or off per priority (the senders read these), the in-app pop-up banners, and whether device notifications (Web Push) include Normal ones, of the signed-in user.',
          response: { 200: preferenciasNotificacao },
        },
      },
      async (request) => notificacaoService.preferencias(ctx.db, requireActor(request.actor)),
    );

    app.put(
      '/notificacao/preferencias',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Changes any of the notification preferences (what is left out stays as it is); answers all of them.',
          body: preferenciasNotificacaoPayload,
          response: { 200: preferenciasNotificacao },
        },
      },
      async (request) =>
        notificacaoService.savePreferencias(ctx.db, requireActor(request.actor), request.body),
    );
  };
