// Schemas of Configurações (preferencias): filled in by its feature.
export {};
