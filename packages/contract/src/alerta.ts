/**
 * Alerts about a child today: 'atencao' (needs attention, raised by an educator or a guardian), 'atraso'
 * (a guardian is running late), 'ausencia' (a guardian reports the child will not come), 'ausencia_inesperada'
 * (raised by the school's clock when an expected child has not arrived).
 */
export const tiposAlerta = ['atencao', 'atraso', 'ausencia', 'ausencia_inesperada'] as const;
export type TipoAlerta = (typeof tiposAlerta)[number];

/** What a "needs attention" alert is about. */
export const categoriasAlerta = ['febre', 'lesao', 'comportamento', 'medicacao', 'outro'] as const;
export type CategoriaAlerta = (typeof categoriasAlerta)[number];
