/** Cache key of the signed-in session (kept apart so the query client can refer to it without a cycle). */
export const sessionQueryKey = ['sessao'] as const;
