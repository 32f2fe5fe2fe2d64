/**
 * Counts the SQL statements each HTTP request sends, on both drivers, without changing them: every
 * request runs in an AsyncLocalStorage context of its own, and the database clients' query methods add
 * one to the context they are called in. BEGIN and COMMIT are statements too (one round trip each).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type http from 'node:http';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';

export type Captured = { text: string; params: unknown[] };
type RequestCount = { label: string; statements: number };
/** Per label: requests answered, statements sent, the most one request sent. */
export type StatementTally = Record<string, { requests: number; statements: number; most: number }>;

const current = new AsyncLocalStorage<RequestCount>();
let tally: StatementTally = {};
let capture: Captured[] | null = null;

function seen(text: string, params: unknown[] | undefined) {
  const request = current.getStore();
  if (request) request.statements++;
  if (capture) capture.push({ text, params: params ?? [] });
}

/** Starts recording the statements' text and parameters (for their plans); `stopCapture` hands them over. */
export const startCapture = () => void (capture = []);
export function stopCapture(): Captured[] {
  const captured = capture ?? [];
  capture = null;
  return captured;
}

/** The tally since the last call, then a fresh one. */
export function takeTally(): StatementTally {
  const taken = tally;
  tally = {};
  return taken;
}

const counted = Symbol('counted');

/**
 * node-postgres: a pool's query is counted where it is called (the request's context); the connection's
 * query it leads to may run in another request's context (pg-pool hands a freed connection to the next
 * waiter from the releaser's callback), so it is marked and not counted twice. Statements on a
 * checked-out connection (transactions) are counted on the connection.
 */
export function countNodePostgres() {
  const poolQuery = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
    const first = args[0] as string | { text: string; values?: unknown[] };
    const config = typeof first === 'string' ? { text: first } : first;
    seen(
      config.text,
      (config as { values?: unknown[] }).values ??
        (Array.isArray(args[1]) ? (args[1] as unknown[]) : undefined),
    );
    // A copy, not a prototype link: node-postgres copies a query config's own fields (rowMode, values, name).
    args[0] = { ...config, [counted]: true };
    return (poolQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof poolQuery;
  const clientQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text: string; values?: unknown[]; [counted]?: true };
    if (typeof first === 'string') seen(first, Array.isArray(args[1]) ? (args[1] as unknown[]) : undefined);
    else if (first && typeof first === 'object' && 'text' in first && !first[counted])
      seen(first.text, first.values ?? (args[1] as unknown[]));
    return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof clientQuery;
}

/**
 * PGlite: the instance's query and exec (the database layer replaces them on the instance to name
 * statements, so the class's methods are not where they pass), and those of the transaction object it
 * hands out (BEGIN and COMMIT included).
 */
export function countPglite(client: PGlite) {
  const query = client.query;
  client.query = function (this: PGlite, text: string, params?: unknown[], options?: unknown) {
    seen(text, params);
    return query.call(this, text, params as never, options as never);
  } as typeof query;
  const exec = client.exec;
  client.exec = function (this: PGlite, text: string, options?: unknown) {
    seen(text, []);
    return exec.call(this, text, options as never);
  } as typeof exec;
  const transaction = client.transaction;
  client.transaction = function <T>(this: PGlite, callback: (tx: Transaction) => Promise<T>) {
    return transaction.call(this, (tx) => {
      seen('BEGIN', []);
      const txQuery = tx.query.bind(tx);
      const txExec = tx.exec.bind(tx);
      tx.query = ((text: string, params?: unknown[], options?: unknown) => {
        seen(text, params);
        return txQuery(text, params as never, options as never);
      }) as typeof tx.query;
      tx.exec = ((text: string, options?: unknown) => {
        seen(text, []);
        return txExec(text, options as never);
      }) as typeof tx.exec;
      return callback(tx).finally(() => seen('COMMIT', []));
    });
  } as typeof transaction;
}

/**
 * Runs every request of `server` in a counting context of its own, tallied on the response's end under
 * its `x-bench` header (the load generator's name for it), else its method and path with ids blanked.
 */
export function countPerRequest(server: http.Server) {
  const listeners = server.listeners('request') as ((
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const header = req.headers['x-bench'];
    const label =
      typeof header === 'string'
        ? header
        : `${req.method} ${(req.url ?? '').split('?')[0]!.replace(/[0-9a-f-]{36}/g, ':id')}`;
    const request: RequestCount = { label, statements: 0 };
    res.once('finish', () => {
      const entry = (tally[label] ??= { requests: 0, statements: 0, most: 0 });
      entry.requests++;
      entry.statements += request.statements;
      entry.most = Math.max(entry.most, request.statements);
    });
    current.run(request, () => {
      for (const listener of listeners) listener.call(server, req, res);
    });
  });
}
