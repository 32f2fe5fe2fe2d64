import {
  alterarEmailPayload,
  alterarSenhaPayload,
  confirmarEmailCodigoPayload,
  contaExcluida,
  contaRead,
  excluirContaPayload,
  idSessaoParam,
  idUsuarioDisponivel,
  idUsuarioDisponivelQuery,
  idUsuarioPayload,
  sessaoList,
  sessoesEncerradas,
} from '@lunna/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { perMinute } from '../../../lib/rate-limit';
import { requireActor, signedIn } from '../../../lib/actor';
import { authService } from '../auth/auth.service';
import { contaService as service } from './conta.service';
import { excluirContaService } from './excluir-conta.service';

const tags = ['conta'];

/** Configurações → account: e-mail, user ID, password, sessions and deleting the account. Signed-in users only. */
export const contaRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const codes = perMinute(ctx.config.rateLimit.login);
    const lookups = perMinute(ctx.config.rateLimit.lookup);
    const deps = (log: FastifyBaseLogger) => ({
      db: ctx.db,
      mailer: ctx.mailer,
      pepper: ctx.secrets.codePepper,
      log,
    });

    app.get(
      '/conta',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'The signed-in user’s e-mail, user ID, role, name and pending e-mail change (masked).',
          response: { 200: contaRead },
        },
      },
      async (request) => service.read(ctx.db, requireActor(request.actor)),
    );

    app.get(
      '/conta/id-usuario/disponivel',
      {
        ...signedIn,
        config: lookups,
        schema: {
          tags,
          description: 'Whether a user ID could be taken: the rules, then whether someone else has it.',
          querystring: idUsuarioDisponivelQuery,
          response: { 200: idUsuarioDisponivel },
        },
      },
      async (request) =>
        service.idUsuarioDisponivel(ctx.db, requireActor(request.actor), request.query.idUsuario),
    );

    app.put(
      '/conta/id-usuario',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'Changes the user ID (409 ID_USUARIO_EM_USO when taken).',
          body: idUsuarioPayload,
          response: { 200: contaRead },
        },
      },
      async (request) => service.setIdUsuario(ctx.db, requireActor(request.actor), request.body.idUsuario),
    );

    app.post(
      '/conta/email',
      {
        ...signedIn,
        config: codes,
        schema: {
          tags,
          description:
            'Starts an e-mail change (current password required): a 6-digit code goes to the new address.',
          body: alterarEmailPayload,
          response: { 200: contaRead },
        },
      },
      async (request) => {
        const actor = requireActor(request.actor);
        const conta = await service.pedirAlteracaoEmail(
          deps(request.log),
          actor,
          request.body.novoEmail,
          request.body.senha,
        );
        // The right password was typed: it counts as re-authentication (decision record: session lifetimes and re-authentication).
        await authService.passwordTyped(ctx.db, ctx.clock, actor);
        return conta;
      },
    );

    app.post(
      '/conta/email/confirmar',
      {
        ...signedIn,
        config: codes,
        schema: {
          tags,
          description:
            'Confirms the e-mail change with the code (5 tries, 15 minutes); the old address is told.',
          body: confirmarEmailCodigoPayload,
          response: { 200: contaRead },
        },
      },
      async (request) =>
        service.confirmarAlteracaoEmail(deps(request.log), requireActor(request.actor), request.body.codigo),
    );

    app.delete(
      '/conta/email',
      {
        ...signedIn,
        schema: { tags, description: 'Cancels a pending e-mail change.', response: { 200: contaRead } },
      },
      async (request) => service.cancelarAlteracaoEmail(ctx.db, requireActor(request.actor)),
    );

    app.put(
      '/conta/senha',
      {
        ...signedIn,
        config: codes,
        schema: {
          tags,
          description: 'Changes the password with the current one; every other session ends.',
          body: alterarSenhaPayload,
          response: { 200: sessoesEncerradas },
        },
      },
      async (request) => {
        const actor = requireActor(request.actor);
        const result = await service.alterarSenha(
          deps(request.log),
          actor,
          request.body.senhaAtual,
          request.body.novaSenha,
        );
        await authService.passwordTyped(ctx.db, ctx.clock, actor);
        // The other sessions just ended: their sockets close now.
        await ctx.sessoesAoVivo.encerradas(actor.usuarioId);
        return result;
      },
    );

    app.get(
      '/conta/sessoes',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'The user’s live sessions; `atual` marks this one.',
          response: { 200: sessaoList },
        },
      },
      async (request) => service.sessoes(ctx.db, ctx.clock, requireActor(request.actor)),
    );

    app.delete(
      '/conta/sessoes/:idSessao',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'Ends one of the user’s own sessions at once (another user’s: 404).',
          params: idSessaoParam,
          response: { 200: sessoesEncerradas },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request.actor);
        const { atual } = await service.encerrarSessao(ctx.db, actor, request.params.idSessao);
        await ctx.sessoesAoVivo.encerradas(actor.usuarioId);
        if (atual) reply.clearSessionCookie();
        return { encerradas: 1 };
      },
    );

    app.post(
      '/conta/sessoes/sair-de-todas',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'Ends every other session of the user; this one stays.',
          response: { 200: sessoesEncerradas },
        },
      },
      async (request) => {
        const actor = requireActor(request.actor);
        const result = await service.encerrarOutrasSessoes(ctx.db, actor);
        await ctx.sessoesAoVivo.encerradas(actor.usuarioId);
        return result;
      },
    );

    app.delete(
      '/conta',
      {
        ...signedIn,
        config: codes,
        schema: {
          tags,
          description:
            'Deletes the guardian’s account with their password (staff: 403 CONTA_EQUIPE). Children with another active guardian stay with them; the others are erased. Clears the session cookie.',
          body: excluirContaPayload,
          response: { 200: contaExcluida },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request.actor);
        const result = await excluirContaService.excluir(
          { ...deps(request.log), storage: ctx.storage },
          actor,
          request.body.senha,
        );
        await ctx.sessoesAoVivo.encerradas(actor.usuarioId);
        reply.clearSessionCookie();
        return result;
      },
    );
  };
