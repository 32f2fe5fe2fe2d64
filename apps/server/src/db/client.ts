import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { safeError } from '../lib/error-handler';
import { watchDatabase, type DatabaseAvailability } from './availability';
import { escutaPglite, escutaPostgres, type EscutaBanco } from './escuta';
import { lockEmbeddedDatabase, type EmbeddedLockOptions } from './embedded-lock';
import { migrationsFolder } from './migrations-folder';
import { templateFor } from './template';
import { nameStatements } from './pglite-named-statements';
import { statementNamer, withStatementName, type StatementNamer } from './named-statements';
import { defaultDatabaseLimits, type DatabaseLimits } from './limits';
import { withMigrationLock } from './migration-lock';
import * as schema from './schema';
import { DatabaseUnavailableError } from './unavailable';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories accept either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL: whether it answers now (watched by a probe). The embedded database is always here. */
  availability: Pick<DatabaseAvailability, 'up' | 'suspect'>;
  /**
   * Runs the pending migrations, then `afterwards` (the demo seed), under the migration lock: instances
   * starting at once on one database take turns, so none races another's schema changes or seed.
   */
  migrate(afterwards?: () => Promise<void>): Promise<void>;
  /** Runs `task` under the migration lock without migrating (MIGRATE_ON_START=false: migrations are a separate step). */
  underMigrationLock<T>(task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Queries waiting for a connection now (load shedding: a long queue means slow answers for everyone). */
  queueLength(): number;
  /** LISTEN for NOTIFYs (the outbox's wake-up), on a connection of its own. */
  escutar: EscutaBanco;
};

export type DatabaseOptions =
  | { databaseUrl: string; searchPath?: string; limits?: Partial<DatabaseLimits>; log?: DatabaseLog }
  /** One process per folder: held with a lock from open until after close. */
  | {
      dataDir: string;
      lock: EmbeddedLockOptions;
      /** Another template file than the built one (tests). */ template?: string;
    }
  /** In-memory PGlite, optionally started from a dump (tests). */
  | { memory: true; loadDataDir?: Blob | File };

/** PostgreSQL when a URL is given, otherwise PGlite (real PostgreSQL in WASM) on disk or in memory. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) return openPostgres(options);
  let client: PGlite;
  let release = async () => {};
  if ('dataDir' in options) {
    fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
    const lock = await lockEmbeddedDatabase(options.dataDir, options.lock);
    release = () => lock.release();
    try {
      // A fresh folder starts from the built template when there is one (see template.ts).
      const loadDataDir = templateFor(options.dataDir, options.template);
      client = await PGlite.create({
        dataDir: options.dataDir,
        postgresqlconf: embeddedSettings,
        ...(loadDataDir ? { loadDataDir } : {}),
      });
    } catch (err) {
      await release();
      throw err;
    }
  } else {
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  // Named statements are planned once: a generic plan, as on PostgreSQL (limits.ts), instead of a custom plan per call.
  await client.exec(`set plan_cache_mode = force_generic_plan`);
  nameStatements(client, statementNamer());
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    availability: alwaysUp,
    // One process per folder (its lock): nobody to take turns with.
    async migrate(afterwards) {
      await migratePglite(db as never, { migrationsFolder });
      await afterwards?.();
    },
    underMigrationLock: (task) => task(),
    async close() {
      // The next process may open the folder only once everything is written and closed.
      await client.close();
      await release();
    },
    // PGlite runs each query on the event loop itself: its load shows as event-loop lag, not as a queue.
    queueLength: () => 0,
    escutar: escutaPglite(client),
  };
}

/**
 * PostgreSQL's default shared_buffers (128 MB) lives in the WASM heap, on top of the OS page cache that
 * already holds the folder's files: 32 MB keeps a school's working set and saves ~100 MiB of RSS.
 */
const embeddedSettings = 'shared_buffers = 32MB';

/** Where the database layer reports what happens to its connections (the app's logger once it exists). */
export type DatabaseLog = {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
};

const alwaysUp = { up: () => true, suspect: () => {} };

const consoleLog: DatabaseLog = {
  warn: (fields, message) => console.warn(message, JSON.stringify(fields)),
  info: (fields, message) => console.info(message, JSON.stringify(fields)),
};

/** node-postgres keeps no public way to drop a socket at once; `end()` would wait for a silent server. */
function destroySocket(client: pg.Client | pg.PoolClient) {
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}

/**
 * A connection whose answer never came (Query read timeout) still has that query in flight: returned to
 * the pool, it would hold every later query behind it. Its socket is dropped instead, so the pool
 * discards it and opens a fresh one.
 */
class SelfDiscardingClient extends pg.Client {
  /** Shared by the pool's connections, so each gives a text the same name. */
  protected nameStatement: StatementNamer = () => undefined;

  override query(...given: unknown[]): never {
    // Named, a statement is parsed and planned once per connection instead of on every call.
    const args = withStatementName(given, this.nameStatement);
    const last = args.length - 1;
    const discardOnTimeout = (error: unknown) => {
      if (error instanceof Error && error.message === 'Query read timeout') destroySocket(this);
    };
    if (typeof args[last] === 'function') {
      const callback = args[last] as (error: unknown, ...rest: unknown[]) => void;
      args[last] = (error: unknown, ...rest: unknown[]) => {
        discardOnTimeout(error);
        callback(error, ...rest);
      };
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) result.catch(discardOnTimeout);
    return result as never;
  }
}

/**
 * The pool's connections, known from their construction until their socket ends. One namer per pool: its
 * budget of named texts belongs to this database, not to whichever other pools the process opened first.
 */
function trackedClient(connections: Set<pg.Client>) {
  const nameStatement = statementNamer();
  return class extends SelfDiscardingClient {
    constructor(config?: pg.ClientConfig) {
      super(config);
      this.nameStatement = nameStatement;
      connections.add(this);
      this.on('end', () => connections.delete(this));
    }
  };
}

function openPostgres(options: {
  databaseUrl: string;
  searchPath?: string;
  limits?: Partial<DatabaseLimits>;
  log?: DatabaseLog;
}): Database {
  const limits = { ...defaultDatabaseLimits, ...options.limits };
  const log = options.log ?? consoleLog;
  const target = describeTarget(options.databaseUrl);
  // A per-schema search path isolates test runs sharing one server.
  const searchPathOption = options.searchPath ? [`-c search_path=${options.searchPath}`] : [];
  const searchPath = searchPathOption.length > 0 ? { options: searchPathOption.join(' ') } : {};
  const requestSettings = {
    options: [`-c plan_cache_mode=${limits.planCacheMode}`, ...searchPathOption].join(' '),
  };
  // Every connection of the pool, connecting ones included, so all can be dropped when the database is found gone.
  const connections = new Set<pg.Client>();
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: 10,
    Client: trackedClient(connections),
    connectionTimeoutMillis: limits.connectTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    query_timeout: limits.queryTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    idleTimeoutMillis: limits.idleTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...requestSettings,
  });

  pool.on('connect', (client) => {
    // A socket can fail while its connection is lent out (inside a transaction), when the pool is not
    // listening: the failing query rejects on its own, and this keeps the event from ending the process.
    client.on('error', () => {});
  });
  // An idle connection dropped by the server (restart, failover, pg_terminate_backend, a firewall):
  // the pool has already discarded it and opens a new one when needed.
  pool.on('error', (error) => {
    log.warn(
      { err: safeError(error), database: target },
      'PostgreSQL: conexão perdida; descartada, o serviço segue com novas conexões',
    );
    availability.suspect();
  });

  let probeClient: pg.Client | null = null;
  const dropProbe = () => {
    if (probeClient) destroySocket(probeClient);
    probeClient = null;
  };
  const availability = watchDatabase({
    intervalMs: limits.probeIntervalMs,
    async probe() {
      try {
        if (!probeClient) {
          const client = new pg.Client({
            connectionString: options.databaseUrl,
            connectionTimeoutMillis: limits.probeTimeoutMs,
            query_timeout: limits.probeTimeoutMs,
            keepAlive: true,
          });
          client.on('error', () => {});
          await client.connect().catch((error: unknown) => {
            destroySocket(client);
            throw error;
          });
          probeClient = client;
        }
        await probeClient.query('select 1');
      } catch (error) {
        dropProbe();
        throw error;
      }
    },
    onDown(error) {
      log.warn(
        { err: error instanceof Error ? safeError(error) : String(error), database: target },
        'PostgreSQL indisponível: respondendo 503 até ele voltar',
      );
      // Queries waiting on these sockets would wait for their timeout; they fail now, as 503s.
      for (const client of connections) destroySocket(client);
    },
    onUp(downForMs) {
      log.info({ database: target, downForMs }, 'PostgreSQL voltou a responder');
    },
  });

  // While the database is known to be away, no request waits for a connect timeout.
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  (pool as unknown as { connect: typeof connect }).connect = (callback) => {
    if (availability.up()) return connect(callback);
    const refusal = new DatabaseUnavailableError(`PostgreSQL indisponível em ${target}`);
    if (callback) return void process.nextTick(() => callback(refusal));
    return Promise.reject(refusal);
  };

  /**
   * A connection of its own holding the migration lock while `task` runs. Migrations may rewrite big
   * tables: it has the long limit instead of the request one (waiting for the lock counts against it).
   */
  async function lockedSession<T>(task: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: limits.connectTimeoutMs,
      statement_timeout: limits.migrationTimeoutMs,
      keepAlive: true,
      ...searchPath,
    });
    client.on('error', () => {});
    await client.connect();
    try {
      return await withMigrationLock(client, options.searchPath ?? 'public', () => task(client));
    } finally {
      await client.end();
    }
  }

  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    availability,
    async migrate(afterwards) {
      await lockedSession(async (client) => {
        await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), {
          migrationsFolder,
          migrationsSchema: options.searchPath ?? 'drizzle',
        });
        await afterwards?.();
      });
    },
    underMigrationLock: (task) => lockedSession(() => task()),
    async close() {
      availability.stop();
      if (probeClient) await probeClient.end().catch(() => dropProbe());
      await pool.end();
    },
    queueLength: () => pool.waitingCount,
    escutar: escutaPostgres(options.databaseUrl, { connectTimeoutMs: limits.connectTimeoutMs }),
  };
}

/** host:port of a database URL, for log lines (never its password). */
export function describeTarget(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port || 5432}`;
}
