// What a guardian's dashboard load asks of the server, and how much it may cost. Edit here when the
// dashboard's calls change (one dashboard endpoint replaces several): the load run measures these calls
// one by one and mixed, and exits non-zero when a budget is exceeded.

/** Calls the signed-in dashboard makes (`:child` = the guardian's first child, `:email` = the guardian's e-mail). */
export const DASHBOARD_CALLS = [
  '/api/sessao',
  '/api/discente',
  '/api/responsavel/email/:email',
  '/api/discente/:child/painel',
  '/api/notificacao',
  '/api/chat/nao-lidas',
];

/** One whole dashboard load: at most this many API calls, and this many SQL statements summed over them. */
export const DASHBOARD_LOAD_BUDGET = { calls: 4, statements: 15 };

/** The most statements one request to an endpoint may send (BEGIN and COMMIT count); unlisted: no budget. */
export const STATEMENT_BUDGETS = {
  floor: 1,
  '/api/sessao': 3,
  '/api/discente': 4,
  '/api/discente/:child/painel': 4,
  '/api/discente/:child/mural': 5,
  '/api/discente/:child/mural?cursor': 5,
};
