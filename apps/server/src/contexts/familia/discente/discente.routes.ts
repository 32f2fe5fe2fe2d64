import {
  contatoEmergenciaPayload,
  cpfParam,
  discenteCreated,
  discentePayload,
  discenteRead,
  discenteResumo,
  fichaMedPayload,
  formatCpf,
  idDiscParam,
  isValidCpf,
  lookupResponse,
  okResponse,
} from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { notFound } from '../../../lib/app-error';
import { jsonField, readMultipart } from '../../../lib/multipart';
import { parseOrThrow } from '../../../lib/zod-fields';
import { requireActor, signedIn } from '../../../lib/actor';
import { cpfFromParam } from '../../../lib/cpf-param';
import { discenteService } from './discente.service';
import { perMinute } from '../../../lib/rate-limit';

export const discenteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/discente/cpf/:cpf',
      {
        schema: { tags: ['cadastro'], params: cpfParam, response: { 200: lookupResponse } },
        config: perMinute(ctx.config.rateLimit.lookup),
      },
      async (request) => {
        if (!(await discenteService.cpfTaken(ctx.db, cpfFromParam(request.params.cpf))))
          throw notFound('CPF');
        return { cadastrado: true as const };
      },
    );

    app.post(
      '/discente',
      {
        schema: {
          tags: ['discente'],
          consumes: ['multipart/form-data'],
          description:
            'multipart: `body` (JSON, DiscentePayload), field `cpfResp`, files (png/jpeg ≤ 4 MB each) `imgDisc` (photo), optional `docDisc` (document) and `ftCartSus` (SUS card)',
          response: { 201: discenteCreated },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request.actor);
        const data = await readMultipart(request, {
          fields: ['body', 'cpfResp'],
          files: ['imgDisc', 'docDisc', 'ftCartSus'],
        });
        const payload = parseOrThrow(discentePayload, jsonField(data));
        const cpfResp =
          data.fields.cpfResp && isValidCpf(data.fields.cpfResp)
            ? formatCpf(data.fields.cpfResp)
            : data.fields.cpfResp;
        const created = await discenteService.create(
          ctx.db,
          ctx.storage,
          actor,
          payload,
          cpfResp,
          data.files,
        );
        return reply.status(201).send(created);
      },
    );

    app.get(
      '/discente',
      { schema: { tags: ['discente'], response: { 200: z.array(discenteRead) } } },
      async (request) => discenteService.list(ctx.db, requireActor(request.actor), ctx.clock.now()),
    );

    app.get(
      '/discente/resumo',
      {
        ...signedIn,
        schema: {
          tags: ['discente'],
          description: 'Staff: the school’s children (name, photo, birth date) to pick for a class.',
          response: { 200: z.array(discenteResumo) },
        },
      },
      async (request) => discenteService.resumo(ctx.db, requireActor(request.actor)),
    );

    app.get(
      '/discente/:idDisc',
      { ...signedIn, schema: { tags: ['discente'], params: idDiscParam, response: { 200: discenteRead } } },
      async (request) =>
        discenteService.get(ctx.db, requireActor(request.actor), request.params.idDisc, ctx.clock.now()),
    );

    app.post(
      '/ficha-med',
      { ...signedIn, schema: { tags: ['discente'], body: fichaMedPayload, response: { 201: okResponse } } },
      async (request, reply) => {
        await discenteService.saveFichaMed(ctx.db, requireActor(request.actor), request.body);
        return reply.status(201).send({ ok: true as const });
      },
    );

    app.post(
      '/contato-emergencia',
      {
        ...signedIn,
        schema: {
          tags: ['discente'],
          body: contatoEmergenciaPayload,
          response: { 201: z.object({ idContato: z.string() }) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await discenteService.addContato(ctx.db, requireActor(request.actor), request.body)),
    );
  };
