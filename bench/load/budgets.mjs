// What a guardian's dashboard load asks of the server, and how much it may cost. Edit here when the
// dashboard's calls change (one dashboard endpoint replaces several): the load run measures these calls
// one by one and mixed, and exits non-zero when a budget is exceeded.

/** Calls the signed-in dashboard makes (`:child` = the guardian's first child, `:email` = the guardian's e-mail). */
export const DASHBOARD_CALLS = [
  '/api/sessao',
  '/api/painel?idDisc=:child',
  '/api/notificacao',
  '/api/chat/nao-lidas',
];

/** One whole dashboard load: at most this many API calls, and this many SQL statements summed over them. */
export const DASHBOARD_LOAD_BUDGET = { calls: 4, statements: 15 };

/** The most statements one request to an endpoint may send (BEGIN and COMMIT count); unlisted: no budget. */
// A request that misses the session cache (every few seconds) also looks its session up: one more.
export const STATEMENT_BUDGETS = {
  floor: 1,
  '/api/sessao': 2,
  '/api/painel?idDisc=:child': 8,
  '/api/notificacao': 2,
  '/api/chat/nao-lidas': 2,
  '/api/discente/:child/mural': 5,
  '/api/discente/:child/mural?cursor': 5,
};
