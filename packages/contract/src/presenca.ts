/** Attendance events of a child on a school day: check-in (entrada), check-out (saida), absence (falta). */
export const tiposPresenca = ['entrada', 'saida', 'falta'] as const;
export type TipoPresenca = (typeof tiposPresenca)[number];
