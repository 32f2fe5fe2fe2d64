/** Errors as node-postgres and drizzle throw them when PostgreSQL is away, and some that are not an outage. */
const wrapped = (cause: unknown) =>
  Object.assign(new Error('Failed query: select "id" from "sessao" where "hash" = $1\nparams: abc'), {
    cause,
  });
const pgError = (code: string, message: string) =>
  Object.assign(new Error(message), { code, severity: 'FATAL' });
const socketError = (code: string, message: string) => Object.assign(new Error(message), { code });

export const databaseAwayErrors: Array<[string, unknown]> = [
  ['connection refused', socketError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
  ['connection reset', wrapped(socketError('ECONNRESET', 'read ECONNRESET'))],
  ['connect timeout (pool)', new Error('timeout exceeded when trying to connect')],
  ['connect timeout (client)', wrapped(new Error('Connection terminated due to connection timeout'))],
  ['socket ended', wrapped(new Error('Connection terminated unexpectedly'))],
  ['client-side query timeout', wrapped(new Error('Query read timeout'))],
  ['statement timeout', wrapped(pgError('57014', 'canceling statement due to statement timeout'))],
  ['backend terminated', wrapped(pgError('57P01', 'terminating connection due to administrator command'))],
  ['server starting up', pgError('57P03', 'the database system is starting up')],
  ['too many connections', pgError('53300', 'sorry, too many clients already')],
  ['connection failure', pgError('08006', 'connection failure')],
  [
    'several addresses refused',
    new AggregateError([socketError('ECONNREFUSED', 'a'), socketError('ECONNREFUSED', 'b')]),
  ],
];

export const notAnOutage: Array<[string, unknown]> = [
  ['a unique violation', wrapped(pgError('23505', 'duplicate key value violates unique constraint'))],
  ['a syntax error', wrapped(pgError('42601', 'syntax error at or near "selec"'))],
  ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
];
