import type { Database } from '../db/client';

/** Statements sent to the database while counting, with their SQL (the first line), so a failing budget says which. */
export type StatementCounter = {
  /** Counts the statements `work` sends (its own and any other request running meanwhile). */
  during<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }>;
  /** Puts the driver's methods back. */
  restore(): void;
};

type Query = (...args: unknown[]) => unknown;
type Queryable = { query: Query };

/**
 * Wraps the driver under drizzle (PGlite's client, node-postgres's pool and the connections it lends) so every
 * statement the app sends is seen, transactions included: a statement budget is tested on the wire, not on
 * what a repository believes it sends.
 */
export function countStatements(database: Database): StatementCounter {
  let seen: string[] | null = null;
  const restores: (() => void)[] = [];
  const note = (args: unknown[]) => {
    if (!seen) return;
    const first = args[0];
    const text =
      typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? String(first));
    seen.push(text.replace(/\s+/g, ' ').slice(0, 160));
  };
  const wrap = <K extends string>(target: Record<K, Query>, key: K, also?: (value: unknown) => unknown) => {
    const original = target[key];
    const own = Object.prototype.hasOwnProperty.call(target, key);
    target[key] = function (this: unknown, ...args: unknown[]) {
      if (key === 'query' || key === 'exec') note(args);
      const value = original.apply(this, args);
      return also ? also(value) : value;
    } as Query;
    restores.push(() => {
      if (own) target[key] = original;
      else delete (target as Partial<Record<K, Query>>)[key];
    });
  };
  const wrapped = new WeakSet<object>();
  const wrapQueryOf = (client: Queryable) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    wrap(client as unknown as Record<'query', Query>, 'query');
  };

  const client = (database.db as unknown as { $client: Record<string, Query> }).$client;
  if (database.kind === 'pglite') {
    wrap(client, 'query');
    wrap(client, 'exec');
    // A transaction's statements go through the transaction object PGlite hands to the callback.
    const transaction = client.transaction!;
    client.transaction = function (this: unknown, callback: unknown) {
      return transaction.call(this, (tx: Queryable) => {
        wrapQueryOf(tx);
        return (callback as (tx: Queryable) => unknown)(tx);
      });
    } as Query;
    restores.push(() => {
      client.transaction = transaction;
    });
  } else {
    // Every connection of the pool is of the pool's own class (the probe's are not): its query sees every statement once.
    const Connection = (client as unknown as { options: { Client: { prototype: Record<'query', Query> } } })
      .options.Client;
    const proto = Connection.prototype;
    const inherited = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      note(args);
      return inherited.apply(this, args);
    } as Query;
    restores.push(() => {
      delete (proto as Partial<Record<'query', Query>>).query;
    });
  }

  return {
    async during(work) {
      const statements: string[] = [];
      seen = statements;
      try {
        const result = await work();
        return { result, statements };
      } finally {
        seen = null;
      }
    },
    restore() {
      for (const undo of restores.reverse()) undo();
    },
  };
}
