/* Wire schemas of the solicitacao feature. */
export {};
