import {
  abrirConversaPayload,
  contatoChat,
  conversaResumo,
  historicoChat,
  historicoChatQuery,
  idConversaParam,
  leituraChat,
  leituraChatPayload,
  mensagemChat,
  mensagemChatPayload,
  naoLidasChat,
} from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { requireActor, signedIn } from '../../../lib/actor';
import { chatService, type ChatDeps } from './chat.service';

/** The chat's data: contacts, conversations, history, sending and read markers. Live delivery goes over STOMP. */
export const chatRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['chat'];
    const deps: ChatDeps = { db: ctx.db, clock: ctx.clock };

    app.get(
      '/chat/contatos',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'The people the signed-in person may talk to, in their school only: a guardian, the educators of their children’s active classes and the directors; staff, the other staff and the guardians of the children they teach (a director: every active guardian). Never another guardian, never a deactivated account. Each with the id of the private conversation with them, if there is one.',
          response: { 200: z.array(contatoChat) },
        },
      },
      async (request) => chatService.contatos(deps, requireActor(request.actor)),
    );

    app.get(
      '/chat/conversas',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            "The school's `Geral` room first, then the private conversations with messages, latest first; `naoLidas` are the person's. `podeEnviar` is false where the person may no longer write (the history stays readable).",
          response: { 200: z.array(conversaResumo) },
        },
      },
      async (request) => chatService.conversas(deps, requireActor(request.actor)),
    );

    app.get(
      '/chat/nao-lidas',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'Unread messages in all the person’s conversations (the menu’s badge).',
          response: { 200: naoLidasChat },
        },
      },
      async (request) => chatService.naoLidas(deps, requireActor(request.actor)),
    );

    app.post(
      '/chat/conversas/privada',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Opens the private conversation with a contact (the existing one when there is one). Someone the person may not talk to: 403.',
          body: abrirConversaPayload,
          response: { 200: conversaResumo },
        },
      },
      async (request) => chatService.abrirPrivada(deps, requireActor(request.actor), request.body.usuarioId),
    );

    app.get(
      '/chat/conversas/:idConversa/mensagens',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'A page of the conversation, oldest to newest: the newest page; `antes=<idMensagem>` the page before (`maisAntigas`); `depois=<idMensagem>` what came after that message (at most 100, `maisNovas` continues), for a client that reconnects. A conversation that is not the person’s: 404.',
          params: idConversaParam,
          querystring: historicoChatQuery,
          response: { 200: historicoChat },
        },
      },
      async (request) =>
        chatService.historico(deps, requireActor(request.actor), request.params.idConversa, request.query),
    );

    app.post(
      '/chat/conversas/:idConversa/mensagens',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Stores a message and answers it as it goes on the wire (the spec’s senderName, receiverName, message, status, date, image). The same `clientId` again answers the first message (201 both times), never a duplicate. 403 when the person may no longer write to this contact.',
          params: idConversaParam,
          body: mensagemChatPayload,
          response: { 201: mensagemChat },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request.actor);
        const enviada = await chatService.enviar(deps, actor, request.params.idConversa, request.body);
        // The others see it live once it committed, through the outbox (platform/saida), as if it had come over the socket.
        return reply.status(201).send(enviada.mensagem);
      },
    );

    app.put(
      '/chat/conversas/:idConversa/leitura',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Marks the conversation read up to `ate` (a message id; default its newest message). The marker never moves back. Answers what is left unread here and in total.',
          params: idConversaParam,
          body: leituraChatPayload.nullish(),
          response: { 200: leituraChat },
        },
      },
      async (request) =>
        chatService.marcarLida(
          deps,
          requireActor(request.actor),
          request.params.idConversa,
          request.body?.ate,
        ),
    );
  };
