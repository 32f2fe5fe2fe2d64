/**
 * Activities: the dashboard's three cards filter by kind (recreativas, linguísticas, comportamentais).
 * Apart from atividade.ts's schemas, so the dashboard reads the kinds without downloading zod.
 */
export const tiposAtividade = ['recreativa', 'linguistica', 'comportamental'] as const;
export type TipoAtividade = (typeof tiposAtividade)[number];
