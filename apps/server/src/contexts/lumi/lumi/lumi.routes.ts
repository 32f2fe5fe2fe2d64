import {
  avisoLumiRead,
  conversaLumi,
  conversaLumiQuery,
  idMensagemLumiParam,
  limparConversaQuery,
  lumiChatQuery,
  respostaLumi,
} from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { createBuiltinAssistant } from '../../../platform/assistant/builtin';
import { createOpenAiCompatibleAssistant } from '../../../platform/assistant/openai-compatible';
import { requireActor, signedIn } from '../../../lib/actor';
import { lumiService, type LumiDeps } from './lumi.service';

/** Lumi, the assistant: the spec's `POST /lunna-ia/chat?question=`, the conversation, and the hand-off to the educators. */
export function lumiRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['lumi'];
    const interno = createBuiltinAssistant();
    const externo = ctx.config.lumi
      ? createOpenAiCompatibleAssistant({ ...ctx.config.lumi, fallback: interno, log: app.log })
      : null;
    const deps: LumiDeps = { ctx, log: app.log, interno, externo };
    // Per person, not per address: each question may call a model, and a school shares one address.
    const perPerson = {
      rateLimit: {
        max: ctx.config.rateLimit.lumi,
        timeWindow: '1 minute',
        hook: 'preHandler' as const,
        keyGenerator: (request: { actor: { usuarioId: string } | null; ip: string }) =>
          request.actor?.usuarioId ?? request.ip,
      },
    };

    app.post(
      '/lunna-ia/chat',
      {
        ...signedIn,
        config: perPerson,
        schema: {
          tags,
          description:
            'Asks Lumi. Guardians name the picked child (`idDisc`); staff ask about their classes. Answers `{html}` (p, h1, h2, br and links to app screens only, sanitised on the server) with its sources, or a hand-off (emergency, health, custody, billing, no data). Both messages are kept.',
          querystring: lumiChatQuery,
          response: { 200: respostaLumi },
        },
      },
      async (request) => lumiService.perguntar(deps, requireActor(request.actor), request.query),
    );

    app.get(
      '/lunna-ia/conversa',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'The person’s conversation with Lumi about a child (guardians) or their classes (staff): the newest page, oldest to newest; `antes` continues to older messages.',
          querystring: conversaLumiQuery,
          response: { 200: conversaLumi },
        },
      },
      async (request) => lumiService.conversa(deps, requireActor(request.actor), request.query),
    );

    app.delete(
      '/lunna-ia/conversa',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'Clears the person’s conversation with Lumi about that child (or, staff, theirs).',
          querystring: limparConversaQuery,
        },
      },
      async (request, reply) => {
        await lumiService.limpar(deps, requireActor(request.actor), request.query);
        return reply.status(204).send();
      },
    );

    app.post(
      '/lunna-ia/mensagem/:idMensagem/avisar',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'The guardian confirms Lumi’s offer: a "needs attention" alert with the question reaches the child’s educators. Once per answer (409 after).',
          params: idMensagemLumiParam,
          response: { 200: avisoLumiRead },
        },
      },
      async (request) =>
        lumiService.avisarEducadoras(deps, requireActor(request.actor), request.params.idMensagem),
    );
  };
}
