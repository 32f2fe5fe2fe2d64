/* Wire schemas of the discente-edicao feature. */
export {};
