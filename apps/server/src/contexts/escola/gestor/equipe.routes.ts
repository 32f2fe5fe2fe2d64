import {
  conviteEquipeForm,
  conviteEquipeRead,
  equipeGestor,
  idConviteEquipeParam,
  idUsuarioEquipeParam,
  membroEquipe,
  okResponse,
  turmasEducadorPayload,
} from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { perMinute } from '../../../lib/rate-limit';
import { requireActor, signedIn } from '../../../lib/actor';
import { equipeService, type EquipeDeps } from './equipe.service';

/** The director's staff: members, invitations, classes, deactivation. The director only (others: 403). */
export const gestorEquipeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['gestor'];
    const deps: EquipeDeps = {
      db: ctx.db,
      mailer: ctx.mailer,
      clock: ctx.clock,
      publicUrl: ctx.config.publicUrl,
    };
    // Each invitation sends an e-mail: limited like sign-in.
    const strict = perMinute(ctx.config.rateLimit.login);

    app.get(
      '/gestor/equipe',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            "The school's educators and directors (deactivated ones listed as inactive) with their classes, and the staff invitations still pending.",
          response: { 200: equipeGestor },
        },
      },
      async (request) => equipeService.list(deps, requireActor(request.actor)),
    );

    app.post(
      '/gestor/equipe/convites',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            "Invites a person to the staff by e-mail (link valid 7 days, works once). `turmaIds` must be the school's classes (400). An address with an account: 409. A new invitation to an address with one pending replaces it.",
          body: conviteEquipeForm,
          response: { 201: conviteEquipeRead },
        },
        config: strict,
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await equipeService.invite(deps, request.log, requireActor(request.actor), request.body)),
    );

    app.delete(
      '/gestor/equipe/convites/:idConvite',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'Cancels a pending staff invitation: its link stops working.',
          params: idConviteEquipeParam,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await equipeService.cancelInvite(deps, requireActor(request.actor), request.params.idConvite);
        return { ok: true as const };
      },
    );

    app.post(
      '/gestor/equipe/convites/:idConvite/reenviar',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Sends a pending (or expired) invitation again with a new link and expiry; the old link stops working.',
          params: idConviteEquipeParam,
          response: { 200: conviteEquipeRead },
        },
        config: strict,
      },
      async (request) =>
        equipeService.resendInvite(deps, request.log, requireActor(request.actor), request.params.idConvite),
    );

    app.put(
      '/gestor/equipe/:idUsuario/turmas',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            "Replaces the classes an educator teaches (the school's classes only; educators only: 409 for a director).",
          params: idUsuarioEquipeParam,
          body: turmasEducadorPayload,
          response: { 200: membroEquipe },
        },
      },
      async (request) =>
        equipeService.setTurmas(
          deps,
          requireActor(request.actor),
          request.params.idUsuario,
          request.body.turmaIds,
        ),
    );

    app.post(
      '/gestor/equipe/:idUsuario/desativar',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Deactivates a staff account: sign-in refused (403 CONTA_DESATIVADA), every session ended. Not oneself nor the last active director (409).',
          params: idUsuarioEquipeParam,
          response: { 200: membroEquipe },
        },
      },
      async (request) => {
        const membro = await equipeService.deactivate(
          deps,
          requireActor(request.actor),
          request.params.idUsuario,
        );
        // Their sessions are gone: their chat sockets close now, on whichever instance holds them.
        await ctx.sessoesAoVivo.encerradas(request.params.idUsuario);
        return membro;
      },
    );

    app.post(
      '/gestor/equipe/:idUsuario/reativar',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'Reactivates a deactivated staff account (its classes were kept).',
          params: idUsuarioEquipeParam,
          response: { 200: membroEquipe },
        },
      },
      async (request) =>
        equipeService.reactivate(deps, requireActor(request.actor), request.params.idUsuario),
    );
  };
