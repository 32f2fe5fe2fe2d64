// Schemas of Configurações (conta): filled in by its feature.
export {};
