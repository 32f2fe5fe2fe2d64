import {
  acessoList,
  acessoQuery,
  consentimentoDetalhe,
  consentimentoPayload,
  exportacaoList,
  exportacaoRead,
  idDiscParam,
  idExportacaoParam,
  retencaoPayload,
  retencaoRead,
} from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { perMinute } from '../../../lib/rate-limit';
import { sendStored } from '../../../platform/storage/send-stored';
import { requireActor, signedIn } from '../../../lib/actor';
import { recentPassword } from '../auth/reautenticacao';
import { acessosService } from './acessos.service';
import { consentimentoService } from './consentimento.service';
import { exportacaoService, type ExportacaoDeps } from './exportacao.service';
import { retencaoService } from './retencao.service';

/** The family's data rights (LGPD) and the school's retention periods. */
export const privacidadeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['privacidade'];
    const deps: ExportacaoDeps = { db: ctx.db, storage: ctx.storage, clock: ctx.clock, log: app.log };

    app.get(
      '/discente/:idDisc/acessos',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'The child’s guardians: who at the school (educators, the director) read or changed the child’s medical record, documents and photos, pickup list or profile, newest first; `cursor` from `proximoCursor`. The family’s own actions are not listed.',
          params: idDiscParam,
          querystring: acessoQuery,
          response: { 200: acessoList },
        },
      },
      async (request) =>
        acessosService.list(ctx.db, requireActor(request.actor), request.params.idDisc, request.query.cursor),
    );

    app.get(
      '/discente/:idDisc/consentimento',
      {
        ...signedIn,
        schema: {
          tags: ['memoria', ...tags],
          description:
            'A guardian of the child, per purpose (fotos_turma, assistente_externo): their own latest decision, what applies (`vigente`: granted by a guardian and refused by none) and every guardian’s decisions, newest first.',
          params: idDiscParam,
          response: { 200: z.array(consentimentoDetalhe) },
        },
      },
      async (request) =>
        consentimentoService.list(ctx.db, requireActor(request.actor), request.params.idDisc),
    );

    app.put(
      '/discente/:idDisc/consentimento',
      {
        ...signedIn,
        schema: {
          tags: ['memoria', ...tags],
          description:
            'A guardian of the child decides (a new row each time, with date and who; audited). A refusal by any guardian prevails.',
          params: idDiscParam,
          body: consentimentoPayload,
          response: { 200: consentimentoDetalhe },
        },
      },
      async (request) =>
        consentimentoService.decide(ctx.db, requireActor(request.actor), request.params.idDisc, request.body),
    );

    app.post(
      '/privacidade/exportacao',
      {
        // All the family's data in one file: the password typed in the last 10 minutes (decision record: session lifetimes and re-authentication).
        ...recentPassword(ctx.clock),
        config: perMinute(ctx.config.rateLimit.login),
        schema: {
          tags,
          description:
            'A guardian asks for a ZIP of all their data and their children’s, prepared in the background (409 while one is being prepared). A notification says when it is ready; it can be downloaded for 7 days. Needs the password typed in the last 10 minutes (403 `REAUTENTICACAO_NECESSARIA`).',
          response: { 202: exportacaoRead },
        },
      },
      async (request, reply) => {
        const created = await exportacaoService.solicitar(deps, requireActor(request.actor));
        ctx.jobs.kick();
        return reply.status(202).send(created);
      },
    );

    app.get(
      '/privacidade/exportacao',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'The guardian’s own exports, newest first, with status and expiry.',
          response: { 200: exportacaoList },
        },
      },
      async (request) => exportacaoService.listar(deps, requireActor(request.actor)),
    );

    app.get(
      '/privacidade/exportacao/:id/arquivo',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'The export’s ZIP (its owner only: 404 for anyone else). 410 `EXPORTACAO_EXPIRADA` after the 7 days; 409 while it is being prepared.',
          params: idExportacaoParam,
          produces: ['application/zip'],
        },
      },
      async (request, reply) => {
        const file = await exportacaoService.arquivo(deps, requireActor(request.actor), request.params.id);
        return sendStored(
          reply
            .header('content-type', 'application/zip')
            .header('content-disposition', `attachment; filename="${file.nome}"`),
          file,
        );
      },
    );

    app.get(
      '/privacidade/retencao',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'The director: the school’s retention periods (months) and the last runs of the nightly job.',
          response: { 200: retencaoRead },
        },
      },
      async (request) => retencaoService.read(ctx.db, ctx.clock, requireActor(request.actor)),
    );

    app.put(
      '/privacidade/retencao',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'The director changes the periods (6–120 months): attendance of a closed school year is deleted that many months after the year ends; chat messages that many months after they were sent.',
          body: retencaoPayload,
          response: { 200: retencaoRead },
        },
      },
      async (request) => retencaoService.save(ctx.db, ctx.clock, requireActor(request.actor), request.body),
    );
  };
