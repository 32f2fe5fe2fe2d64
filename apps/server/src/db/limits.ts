/**
 * How long Lunna waits on PostgreSQL. Requests get short limits so a lost database is noticed and
 * answered with a 503 in seconds; only named long jobs (migrations) get a longer limit of their own.
 */
export type DatabaseLimits = {
  /** Opening a connection (TCP + authentication). */
  connectTimeoutMs: number;
  /** Server side: a statement running longer is cancelled (57014). */
  statementTimeoutMs: number;
  /** Client side, a bit above the statement limit: an answer that never comes (a silent socket) is given up. */
  queryTimeoutMs: number;
  /** Server side: a transaction left open by a client that vanished stops holding its locks. */
  idleInTransactionTimeoutMs: number;
  /** An unused pooled connection is closed (fewer stale sockets to find dead later). */
  idleTimeoutMs: number;
  /** How often the availability probe asks `select 1`, and how long it waits for the answer. */
  probeIntervalMs: number;
  probeTimeoutMs: number;
  /** Migrations at start may rewrite big tables: their statements get this limit instead. */
  migrationTimeoutMs: number;
};

export const defaultDatabaseLimits: DatabaseLimits = {
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 10_000,
  queryTimeoutMs: 12_000,
  idleInTransactionTimeoutMs: 60_000,
  idleTimeoutMs: 30_000,
  probeIntervalMs: 1_000,
  probeTimeoutMs: 1_500,
  migrationTimeoutMs: 10 * 60_000,
};
