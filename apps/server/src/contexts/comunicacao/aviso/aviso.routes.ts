import {
  avisoList,
  avisoListQuery,
  avisoPayload,
  avisoRead,
  idAvisoParam,
  leituraPayload,
} from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { requireActor, signedIn } from '../../../lib/actor';
import { avisoService, type AvisoDeps } from './aviso.service';

export const avisoRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['aviso'];
    const deps: AvisoDeps = {
      db: ctx.db,
      jobs: ctx.jobs,
      confirmacaoMinutos: ctx.config.avisoConfirmacaoMinutos,
    };

    app.get(
      '/aviso',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Guardians: the notices addressed to them (unacknowledged `Importante` first, then newest; `lido`, `fixado`). Staff: the notices they sent or that reached their classes, with `recibos`.',
          querystring: avisoListQuery,
          response: { 200: avisoList },
        },
      },
      async (request) => avisoService.list(deps, requireActor(request.actor), request.query),
    );

    app.post(
      '/aviso',
      { ...signedIn, schema: { tags, body: avisoPayload, response: { 201: avisoRead } } },
      async (request, reply) =>
        reply.status(201).send(await avisoService.send(deps, requireActor(request.actor), request.body)),
    );

    app.put(
      '/aviso/:idAviso/leitura',
      {
        ...signedIn,
        schema: {
          tags,
          params: idAvisoParam,
          body: leituraPayload,
          response: { 200: z.object({ lido: z.boolean() }) },
        },
      },
      async (request) =>
        avisoService.setRead(deps, requireActor(request.actor), request.params.idAviso, request.body.lido),
    );
  };
