// Schemas of Configurações (seguranca): filled in by its feature.
export {};
