export * from './messages';
export * from './cpf';
export * from './fields';
export * from './errors';
export * from './responsavel';
export * from './discente';
export * from './senha';
export * from './portal';
