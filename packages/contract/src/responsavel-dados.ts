/* Wire schemas of the responsavel-dados feature. */
export {};
