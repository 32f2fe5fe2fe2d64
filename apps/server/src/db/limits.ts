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
  /**
   * How the request connections plan their prepared statements. Generic (planned once per connection) by default:
   * under PostgreSQL's `auto` the dashboard's statement kept a custom plan and was planned again on every call
   * (~6 ms of planning for ~1 ms of execution); Lunna's statements are keyed by ids, where one plan fits all values.
   * `auto` is the way back should a statement ever need per-value plans.
   */
  planCacheMode: PlanCacheMode;
};

export const planCacheModes = ['force_generic_plan', 'auto', 'force_custom_plan'] as const;
export type PlanCacheMode = (typeof planCacheModes)[number];

export const defaultDatabaseLimits: DatabaseLimits = {
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 10_000,
  queryTimeoutMs: 12_000,
  idleInTransactionTimeoutMs: 60_000,
  idleTimeoutMs: 30_000,
  probeIntervalMs: 1_000,
  probeTimeoutMs: 1_500,
  migrationTimeoutMs: 10 * 60_000,
  planCacheMode: 'force_generic_plan',
};
