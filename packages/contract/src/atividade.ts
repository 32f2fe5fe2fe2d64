/** Activities: the dashboard's three cards filter by kind (recreativas, linguísticas, comportamentais). */
export const tiposAtividade = ['recreativa', 'linguistica', 'comportamental'] as const;
export type TipoAtividade = (typeof tiposAtividade)[number];

/** Spec section 9: five developed-point categories, each with its colour class, in the spec's order. */
export const pontosDesenvolvidos = ['coordenacao_motora', 'autoestima', 'autoconfianca', 'criatividade_expressao', 'ritmo_musicas'] as const;
export type PontoDesenvolvido = (typeof pontosDesenvolvidos)[number];
export const corPonto: Record<PontoDesenvolvido, 'purple' | 'pink' | 'pinkWhite' | 'blue' | 'yellow'> = {
  coordenacao_motora: 'purple',
  autoestima: 'pink',
  autoconfianca: 'pinkWhite',
  criatividade_expressao: 'blue',
  ritmo_musicas: 'yellow',
};
