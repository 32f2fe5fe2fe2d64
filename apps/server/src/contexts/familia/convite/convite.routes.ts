import { clientInfo } from '../../../lib/client-info';
import {
  conviteAceito,
  conviteCadastroPayload,
  conviteCriado,
  conviteInfo,
  convitePayload,
  convitePendenteList,
  conviteTokenParam,
  idConviteParam,
  idDiscParam,
  idDiscRespParam,
  okResponse,
  responsavelDaCriancaList,
} from '@lunna/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { jsonField, readMultipart } from '../../../lib/multipart';
import { perMinute } from '../../../lib/rate-limit';
import { parseOrThrow } from '../../../lib/zod-fields';
import { requireActor, signedIn } from '../../../lib/actor';
import { conviteService, type CadastroInput, type ConviteDeps } from './convite.service';

/** Registration data sent with an acceptance: multipart `body` (JSON) and the photos, as in registration. */
async function readCadastro(request: FastifyRequest): Promise<CadastroInput> {
  const data = await readMultipart(request, { fields: ['body'], files: ['ftPerfilResp', 'ftRgResp'] });
  return { payload: parseOrThrow(conviteCadastroPayload, jsonField(data)), files: data.files };
}

export const conviteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['convite'];
    const deps: ConviteDeps = {
      db: ctx.db,
      mailer: ctx.mailer,
      storage: ctx.storage,
      clock: ctx.clock,
      publicUrl: ctx.config.publicUrl,
    };
    // Each invitation sends an e-mail and each acceptance may create an account: limited like sign-in.
    const strict = perMinute(ctx.config.rateLimit.login);

    app.post(
      '/discente/:idDisc/convites',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'A guardian of the child invites another guardian by e-mail (the link is valid for 7 days; a new invitation to the same address replaces the pending one).',
          params: idDiscParam,
          body: convitePayload,
          response: { 201: conviteCriado },
        },
        config: strict,
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await conviteService.invite(
              deps,
              request.log,
              requireActor(request.actor),
              request.params.idDisc,
              request.body,
            ),
          ),
    );

    app.get(
      '/discente/:idDisc/convites',
      {
        ...signedIn,
        schema: {
          tags,
          description: "The child's pending invitations (its guardians only).",
          params: idDiscParam,
          response: { 200: convitePendenteList },
        },
      },
      async (request) => conviteService.listPending(deps, requireActor(request.actor), request.params.idDisc),
    );

    app.delete(
      '/convites/:idConvite',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'Any guardian of the child cancels a pending invitation.',
          params: idConviteParam,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await conviteService.cancel(deps, requireActor(request.actor), request.params.idConvite);
        return { ok: true as const };
      },
    );

    app.get(
      '/convites/:token',
      {
        schema: {
          tags,
          description:
            'Public: what the invitation link shows (first names, the school, the invited address, whether it has an account). Unknown, expired, used or cancelled: 404.',
          params: conviteTokenParam,
          response: { 200: conviteInfo },
        },
        config: perMinute(ctx.config.rateLimit.lookup),
      },
      async (request) => conviteService.info(deps, request.params.token),
    );

    app.post(
      '/convites/:token/aceitar',
      {
        schema: {
          tags,
          consumes: ['application/json', 'multipart/form-data'],
          description:
            'Signed in with the invited address: links the child (200). No account with that address: multipart `body` (JSON, ConviteCadastroPayload) with `ftPerfilResp` (and optionally `ftRgResp`) creates the account, links the child and signs in (201). An existing account that is not signed in: 401.',
          params: conviteTokenParam,
          response: { 200: conviteAceito, 201: conviteAceito },
        },
        config: strict,
      },
      async (request, reply) => {
        const cadastro = !request.actor && request.isMultipart() ? await readCadastro(request) : null;
        const result = await conviteService.accept(
          deps,
          request.log,
          request.actor,
          request.params.token,
          cadastro,
          clientInfo(request),
        );
        if (!result.conta) return result;
        reply.setSessionCookie(result.conta.token, result.conta.papel);
        return reply.status(201).send(result);
      },
    );

    app.get(
      '/discente/:idDisc/responsaveis',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            "The child's guardians, active first (a removed access stays listed as 'suspenso'). Whoever may read the child.",
          params: idDiscParam,
          response: { 200: responsavelDaCriancaList },
        },
      },
      async (request) => conviteService.guardians(deps, requireActor(request.actor), request.params.idDisc),
    );

    app.delete(
      '/discente/:idDisc/responsaveis/:idResp',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            "The school's director removes a guardian's access to the child (the link becomes 'suspenso'); never the last active guardian (409).",
          params: idDiscRespParam,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await conviteService.remove(
          deps,
          request.log,
          requireActor(request.actor),
          request.params.idDisc,
          request.params.idResp,
        );
        return { ok: true as const };
      },
    );
  };
