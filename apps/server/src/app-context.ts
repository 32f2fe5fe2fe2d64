import type { Config } from './config/env';
import type { Secrets } from './config/secrets';
import type { Db } from './db/client';
import type { JobRunner } from './platform/jobs/job-runner';
import type { Clock } from './lib/clock';
import type { Mailer } from './platform/mail/mailer';
import type { PaymentProvider } from './platform/payments/payments';
import type { PushSender } from './platform/push/push';
import type { SmsSender } from './platform/sms/sms';
import type { Storage } from './platform/storage/storage';
import type { QuemEstaOnline } from './realtime/quem-esta-online';
import type { EscutaBanco } from './db/escuta';
import type { Saida } from './platform/saida/saida';
import type { SessoesAoVivo } from './realtime/sessoes-ao-vivo';
import type { EstadoRedis } from './realtime/realtime.plugin';
import type { DiarioEventos } from './contexts/dia/diario/diario.eventos';

/** What route modules receive: the configured platform adapters and the database. */
export type AppContext = {
  config: Config;
  secrets: Secrets;
  db: Db;
  mailer: Mailer;
  /** Text messages (two-factor sign-in codes). */
  sms: SmsSender;
  storage: Storage;
  /** Checkout's payment provider: PayPal when configured, else the local sandbox. */
  payments: PaymentProvider;
  /** Web Push to the devices people turned on (the web-push adapter; a recording fake in tests). */
  push: PushSender;
  /** Queries waiting for a database connection now (load shedding); absent: that check is off. */
  dbQueue?: () => number;
  /** Whether PostgreSQL answers now, as its probe last saw (absent: the embedded database, always here). */
  databaseAvailability?: { up(): boolean };
  /** Where "now" comes from for attendance, reminders and alerts (a settable clock in tests). */
  clock: Clock;
  /** Background jobs of this instance (created by buildApp, which registers the handlers). */
  jobs: JobRunner;
  /** Who has a live socket open (the real-time layer's answer; nobody until it starts). */
  online: QuemEstaOnline;
  /** LISTEN on the database (the outbox's wake-up at commit); absent, the outbox sweeps only. */
  escutarBanco?: EscutaBanco;
  /** The outbox: events written with a change, delivered after it commits (platform/saida). */
  saida: Saida;
  /** Tell it, once a change is committed, that a person's sessions ended: their open sockets close at once, on any instance. */
  sessoesAoVivo: SessoesAoVivo;
  /** Diary changes once committed, for the live feed (realtime/diario-live.ts listens). */
  diarioAoVivo: DiarioEventos;
  /** Redis as the health check reports it ('desligado' without REDIS_URL). */
  redis: EstadoRedis;
};

/** What buildApp is given: everything but what it creates (the job runner, the real-time layer). */
export type PlatformContext = Omit<
  AppContext,
  'jobs' | 'online' | 'saida' | 'sessoesAoVivo' | 'diarioAoVivo' | 'redis'
>;
