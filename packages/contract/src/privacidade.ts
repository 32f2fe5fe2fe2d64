// Schemas of Configurações (privacidade): filled in by its feature.
export {};
