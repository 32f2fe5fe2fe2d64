import {
  autorizadoBuscaForm,
  autorizadoRead,
  autorizadosDaCrianca,
  historicoAutorizados,
  idAutorizadoParam,
  idDiscParam,
  idRestricaoParam,
  okResponse,
  restricaoCustodiaForm,
  restricaoRead,
} from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { readMultipart } from '../../../lib/multipart';
import { requireActor, signedIn } from '../../../lib/actor';
import { autorizadoBuscaService as service, type AutorizadoBuscaDeps } from './autorizado-busca.service';

/** 'Quem pode buscar': the pickup list guardians keep per child, and the custody restrictions the director records. */
export const autorizadoBuscaRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['autorizado-busca'];
    const deps: AutorizadoBuscaDeps = {
      db: ctx.db,
      storage: ctx.storage,
      mailer: ctx.mailer,
      log: app.log,
      clock: ctx.clock,
      publicUrl: ctx.config.publicUrl,
    };

    app.get(
      '/discente/:idDisc/autorizados',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Whoever may read the child (its guardians, the educators of its active classes, the director): the guardians and the authorised people, with `ativoHoje` on the school’s date. Staff also get `restricoes` and `impedido`; guardians never do.',
          params: idDiscParam,
          response: { 200: autorizadosDaCrianca },
        },
      },
      async (request) => service.list(deps, requireActor(request.actor), request.params.idDisc),
    );

    app.post(
      '/discente/:idDisc/autorizados',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'A guardian of the child authorises a person: permanent, or a date range (a single day when both dates are the same). 409 when the same CPF already overlaps.',
          params: idDiscParam,
          body: autorizadoBuscaForm,
          response: { 201: autorizadoRead },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.create(deps, requireActor(request.actor), request.params.idDisc, request.body)),
    );

    app.get(
      '/discente/:idDisc/autorizados/historico',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Changes to the pickup list, newest first (staff also see the custody restrictions’ changes).',
          params: idDiscParam,
          response: { 200: historicoAutorizados },
        },
      },
      async (request) => service.history(deps, requireActor(request.actor), request.params.idDisc),
    );

    app.put(
      '/autorizados/:idAutorizado',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'A guardian of the child edits the entry.',
          params: idAutorizadoParam,
          body: autorizadoBuscaForm,
          response: { 200: autorizadoRead },
        },
      },
      async (request) =>
        service.update(deps, requireActor(request.actor), request.params.idAutorizado, request.body),
    );

    app.delete(
      '/autorizados/:idAutorizado',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'A guardian of the child removes the entry (kept for the history).',
          params: idAutorizadoParam,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await service.remove(deps, requireActor(request.actor), request.params.idAutorizado);
        return { ok: true as const };
      },
    );

    app.put(
      '/autorizados/:idAutorizado/foto',
      {
        ...signedIn,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description:
            'multipart: file `foto` (png/jpeg ≤ 4 MB, checked by content, re-encoded without metadata). A guardian of the child.',
          params: idAutorizadoParam,
          response: { 200: autorizadoRead },
        },
      },
      async (request) => {
        const actor = requireActor(request.actor);
        const data = await readMultipart(request, { fields: [], files: ['foto'] });
        return service.setFoto(deps, actor, request.params.idAutorizado, data.files.foto);
      },
    );

    app.post(
      '/discente/:idDisc/restricoes',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'The director bars a person (by CPF) from picking the child up. Overrides any authorisation; the child’s educators are notified, the guardians are not.',
          params: idDiscParam,
          body: restricaoCustodiaForm,
          response: { 201: restricaoRead },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await service.createRestricao(
              deps,
              requireActor(request.actor),
              request.params.idDisc,
              request.body,
            ),
          ),
    );

    app.delete(
      '/restricoes/:idRestricao',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'The director revokes a custody restriction.',
          params: idRestricaoParam,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await service.revokeRestricao(deps, requireActor(request.actor), request.params.idRestricao);
        return { ok: true as const };
      },
    );
  };
