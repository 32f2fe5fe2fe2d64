import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { msg } from '@lunna/contract';
import type { AppContext, PlatformContext } from './app-context';
import { avisoRoutes } from './contexts/comunicacao/aviso/aviso.routes';
import { avisoJobs } from './contexts/comunicacao/aviso/aviso.service';
import { alertaJobs, bootstrapDailyPlans } from './contexts/dia/alerta/alerta.jobs';
import { razaoJobs } from './contexts/dia/hoje/razao.jobs';
import { alertaRoutes } from './contexts/dia/alerta/alerta.routes';
import { autorizadoBuscaRoutes } from './contexts/familia/autorizado-busca/autorizado-busca.routes';
import { conviteRoutes } from './contexts/familia/convite/convite.routes';
import { rotinaRoutes } from './contexts/conteudo/rotina/rotina.routes';
import { cardapioRoutes } from './contexts/conteudo/cardapio/cardapio.routes';
import { atividadeRoutes } from './contexts/conteudo/atividade/atividade.routes';
import { memoriaRoutes } from './contexts/conteudo/memoria/memoria.routes';
import { enqueteRoutes } from './contexts/conteudo/enquete/enquete.routes';
import { enqueteJobs } from './contexts/conteudo/enquete/enquete.service';
import { discenteEdicaoRoutes } from './contexts/familia/discente-edicao/discente-edicao.routes';
import { fichaCriancaRoutes } from './contexts/familia/ficha-crianca/ficha-crianca.routes';
import { responsavelDadosRoutes } from './contexts/familia/responsavel-dados/responsavel-dados.routes';
import { discenteImagensRoutes } from './contexts/familia/discente-imagens/discente-imagens.routes';
import { solicitacaoRoutes } from './contexts/familia/solicitacao/solicitacao.routes';
import { contaRoutes } from './contexts/conta/conta/conta.routes';
import { segurancaRoutes } from './contexts/conta/seguranca/seguranca.routes';
import { preferenciasRoutes } from './contexts/conta/preferencias/preferencias.routes';
import { privacidadeRoutes } from './contexts/conta/privacidade/privacidade.routes';
import { planoRoutes } from './contexts/escola/plano/plano.routes';
import { pagamentoRoutes } from './contexts/escola/pagamento/pagamento.routes';
import { gestorRoutes } from './contexts/escola/gestor/gestor.routes';
import { gestorEquipeRoutes } from './contexts/escola/gestor/equipe.routes';
import { conviteEquipeRoutes } from './contexts/escola/convite-equipe/convite-equipe.routes';
import { bootstrapRetencao, privacidadeJobs } from './contexts/conta/privacidade/privacidade.jobs';
import { bootstrapResumoDiario, diarioResumoJobs } from './contexts/dia/diario/diario-resumo.jobs';
import { muralRoutes } from './contexts/conteudo/mural/mural.routes';
import { lumiRoutes } from './contexts/lumi/lumi/lumi.routes';
import { chatRoutes } from './contexts/comunicacao/chat/chat.routes';
import {
  agendarPush,
  JOB_PUSH_ENVIO,
  pushJobs,
  type PushEntrega,
} from './contexts/comunicacao/push/push.entrega';
import { SAIDA_NOTIFICACAO_PUSH } from './contexts/comunicacao/notificacao/notificacao.repository';
import { criarSaida } from './platform/saida/saida';
import { pushRoutes } from './contexts/comunicacao/push/push.routes';
import { presencaRoutes } from './contexts/dia/presenca/presenca.routes';
import { hojeRoutes } from './contexts/dia/hoje/hoje.routes';
import { diarioHorarioRoutes } from './contexts/dia/diario/diario-horario.routes';
import { diarioRoutes } from './contexts/dia/diario/diario.routes';
import { criarDiarioEventos } from './contexts/dia/diario/diario.eventos';
import { contatoRoutes } from './contexts/escola/contato/contato.routes';
import { createJobRunner, type JobRunner } from './platform/jobs/job-runner';
import { notificacaoRoutes } from './contexts/comunicacao/notificacao/notificacao.routes';
import { turmaRoutes } from './contexts/escola/turma/turma.routes';
import { testClockRoutes } from './platform/test-clock/test-clock.routes';
import type { OffsetClock } from './lib/clock';
import { authPlugin } from './contexts/conta/auth/auth.plugin';
import { SessionCache } from './contexts/conta/auth/session-cache';
import type { SessoesAoVivo } from './realtime/sessoes-ao-vivo';
import { authRoutes } from './contexts/conta/auth/auth.routes';
import { discenteRoutes } from './contexts/familia/discente/discente.routes';
import { healthRoutes } from './platform/health/health.routes';
import { emailConfirmationRoutes } from './contexts/conta/email-confirmation/email-confirmation.routes';
import { escolaRoutes } from './contexts/escola/escola/escola.routes';
import { imagesRoutes } from './platform/images/images.routes';
import { passwordResetRoutes } from './contexts/conta/password-reset/password-reset.routes';
import { responsavelRoutes } from './contexts/familia/responsavel/responsavel.routes';
import { siteRoutes } from './platform/site/site.routes';
import { AppError } from './lib/app-error';
import { apiCacheControl } from './lib/cache-control';
import { rejectControlCharacters } from './lib/control-characters';
import { errorHandler } from './lib/error-handler';
import { closingRefusal } from './lib/closing-refusal';
import { loadShedding } from './lib/load-shedding';
import { rateLimitStorage } from './lib/rate-limit';
import { openApiTransform } from './lib/openapi';
import { installPasswordStrength } from './lib/password-strength';
import { requestSerializer } from './lib/log-redaction';
import type { QuemEstaOnline } from './realtime/quem-esta-online';
import { createRealtimeCore, realtimePlugin } from './realtime/realtime.plugin';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
    /** Who has a live socket open, on any instance (the same as the app context's). */
    online: QuemEstaOnline;
  }
}

export async function buildApp(platform: PlatformContext): Promise<FastifyInstance> {
  // Every route that sets a password refuses weak ones (the contract's rule; zxcvbn's dictionaries load on first use).
  installPasswordStrength();
  const app = Fastify({
    logger:
      platform.config.logLevel === 'silent'
        ? false
        : {
            level: platform.config.logLevel,
            serializers: { req: requestSerializer },
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          },
    bodyLimit: 256 * 1024,
    trustProxy: platform.config.trustProxy,
    // Refusals while shutting down come from lib/closing-refusal, in the API's error shape.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  const jobs = createJobRunner(
    platform.db,
    {
      ...avisoJobs({
        db: platform.db,
        mailer: platform.mailer,
        log: app.log,
        publicUrl: platform.config.publicUrl,
      }),
      ...alertaJobs({
        db: platform.db,
        mailer: platform.mailer,
        clock: platform.clock,
        log: app.log,
        publicUrl: platform.config.publicUrl,
      }),
      ...razaoJobs({ db: platform.db }),
      ...enqueteJobs({ db: platform.db }),
      ...privacidadeJobs({ db: platform.db, storage: platform.storage, clock: platform.clock, log: app.log }),
      ...diarioResumoJobs({
        db: platform.db,
        mailer: platform.mailer,
        log: app.log,
        publicUrl: platform.config.publicUrl,
      }),
      ...pushJobs({ db: platform.db, push: platform.push, clock: platform.clock, log: app.log }),
    },
    app.log,
    platform.config.jobsPollMs,
    platform.clock,
  );
  // Events written with the changes that cause them, delivered after commit (platform/saida).
  const saida = criarSaida({ db: platform.db, escutar: platform.escutarBanco, log: app.log });
  const realtime = createRealtimeCore(platform.config.redisUrl, app.log, platform.config.redisChannelPrefix);
  // Session lookups are cached for seconds; ended or changed sessions leave the cache at once, on this
  // instance before the word goes out, on the others when it reaches them.
  const sessionCache = new SessionCache(platform.clock);
  realtime.sessoes.aoMudar((usuarioId) => sessionCache.invalidateUser(usuarioId));
  const sessoesAoVivo: SessoesAoVivo = {
    async encerradas(usuarioId) {
      sessionCache.invalidateUser(usuarioId);
      await realtime.sessoes.encerradas(usuarioId);
    },
  };
  const ctx: AppContext = {
    ...platform,
    jobs,
    online: realtime.online,
    saida,
    sessoesAoVivo,
    diarioAoVivo: criarDiarioEventos(),
    redis: realtime.redis,
  };
  app.decorate('jobs', jobs);
  app.decorate('online', realtime.online);
  // Each school's day is planned at start, idempotently; an instance with the worker off (tests) leaves it to whoever runs the jobs.
  if (platform.config.jobsPollMs > 0) {
    app.addHook('onReady', async () => {
      await bootstrapDailyPlans(platform.db, platform.clock);
      await bootstrapRetencao(platform.db, platform.clock);
      await bootstrapResumoDiario(platform.db, platform.clock);
    });
  }
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  // New notifications go to the devices of people who are not in the app (contexts/comunicacao/push), as jobs.
  saida.tratar(
    SAIDA_NOTIFICACAO_PUSH,
    agendarPush({ db: platform.db, online: () => ctx.online, clock: platform.clock, jobs }),
  );
  const pushEntrega: PushEntrega = {
    async idle() {
      await saida.drenar();
      await jobs.runDue(platform.clock.now(), [JOB_PUSH_ENVIO]);
    },
  };
  app.decorate('pushEntrega', pushEntrega);
  // Started once every handler is registered (the real-time layer registers its own); stopped before the
  // broker and the database close.
  app.addHook('onReady', async () => saida.start());
  app.addHook('preClose', async () => saida.stop());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // NUL (which PostgreSQL refuses) and the other control characters get a 400 before any route sees them.
  app.addHook('preValidation', rejectControlCharacters);

  // First of the request hooks: a refused request must cost nothing (no session lookup, no body read).
  await app.register(closingRefusal);
  await app.register(loadShedding, { ...platform.config.shedding, dbQueue: platform.dbQueue });
  // Pages, scripts and API answers go out compressed (brotli or gzip, as the browser accepts).
  await app.register(compress, { encodings: ['br', 'gzip'] });
  // Signing available with the installation's own derived key (no cookie is signed today; sessions are opaque tokens).
  await app.register(cookie, { secret: platform.secrets.cookieSecret });
  // API answers are no-store unless their route is declared public (lib/cache-control).
  apiCacheControl(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only makes sense when the site is served over HTTPS.
    hsts: ctx.config.secureCookies,
  });
  const rateLimitCounters = rateLimitStorage(
    platform.config.redisUrl,
    platform.config.redisChannelPrefix,
    app.log,
  );
  await rateLimitCounters.connect();
  app.addHook('onClose', async () => rateLimitCounters.close());
  await app.register(rateLimit, {
    global: false,
    store: rateLimitCounters.store,
    errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED', msg.muitasTentativas),
  });
  await app.register(multipart, { limits: { fileSize: 4 * 1024 * 1024, files: 3 } });
  await app.register(authPlugin, {
    db: ctx.db,
    clock: ctx.clock,
    secureCookies: ctx.config.secureCookies,
    sessions: {
      cache: sessionCache,
      alteradas: async (usuarioId) => {
        await realtime.sessoes.alteradas(usuarioId);
      },
    },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Lunna API',
        version: '0.1.0',
        description: 'API do portal Lunna. Erros: `{code, message, fields}`.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'lunna_session' },
        },
      },
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(healthRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(responsavelRoutes(ctx));
      await api.register(discenteRoutes(ctx));
      await api.register(imagesRoutes(ctx));
      await api.register(passwordResetRoutes(ctx));
      await api.register(escolaRoutes(ctx));
      await api.register(emailConfirmationRoutes(ctx));
      await api.register(turmaRoutes(ctx));
      await api.register(avisoRoutes(ctx));
      await api.register(notificacaoRoutes(ctx));
      await api.register(contatoRoutes(ctx));
      await api.register(autorizadoBuscaRoutes(ctx));
      await api.register(presencaRoutes(ctx));
      await api.register(diarioRoutes(ctx));
      await api.register(diarioHorarioRoutes(ctx));
      await api.register(alertaRoutes(ctx));
      await api.register(hojeRoutes(ctx));
      await api.register(conviteRoutes(ctx));
      await api.register(rotinaRoutes(ctx));
      await api.register(cardapioRoutes(ctx));
      await api.register(atividadeRoutes(ctx));
      await api.register(memoriaRoutes(ctx));
      await api.register(enqueteRoutes(ctx));
      await api.register(muralRoutes(ctx));
      await api.register(discenteEdicaoRoutes(ctx));
      await api.register(fichaCriancaRoutes(ctx));
      await api.register(responsavelDadosRoutes(ctx));
      await api.register(discenteImagensRoutes(ctx));
      await api.register(solicitacaoRoutes(ctx));
      await api.register(contaRoutes(ctx));
      await api.register(segurancaRoutes(ctx));
      await api.register(preferenciasRoutes(ctx));
      await api.register(privacidadeRoutes(ctx));
      await api.register(planoRoutes(ctx));
      await api.register(pagamentoRoutes(ctx));
      await api.register(gestorRoutes(ctx));
      await api.register(gestorEquipeRoutes(ctx));
      await api.register(conviteEquipeRoutes(ctx));
      await api.register(lumiRoutes(ctx));
      await api.register(chatRoutes(ctx));
      await api.register(pushRoutes(ctx));
      if (ctx.config.testClock && 'set' in ctx.clock && 'reset' in ctx.clock)
        await api.register(testClockRoutes(ctx.clock as OffsetClock, jobs));
    },
    { prefix: '/api' },
  );

  // STOMP at /api/ws (plain WebSocket and SockJS): the chat live and notifications as they are written.
  await app.register(realtimePlugin, { ctx, core: realtime });

  await app.register(siteRoutes(ctx.config.webDist, ctx.config.publicUrl));
  await registerWebApp(app, ctx.config.webDist);
  return app;
}

/** Serves the built SPA; unknown non-API paths get index.html so client routes work on reload. */
async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET' || !hasWeb) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: msg.naoEncontrado });
    }
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });
}
