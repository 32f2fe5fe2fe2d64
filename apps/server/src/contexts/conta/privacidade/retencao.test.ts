import { describe, expect, it } from 'vitest';
import { primeiroDiaMantido } from './retencao.service';

describe('primeiroDiaMantido: closed school years past the period', () => {
  it('counts the months from the end of each closed (calendar) year', () => {
    expect(primeiroDiaMantido('2026-05-10', 24)).toBe('2024-01-01');
    expect(primeiroDiaMantido('2026-01-01', 12)).toBe('2025-01-01');
    expect(primeiroDiaMantido('2025-12-31', 12)).toBe('2024-01-01');
    expect(primeiroDiaMantido('2026-06-30', 6)).toBe('2025-01-01');
    expect(primeiroDiaMantido('2026-07-01', 6)).toBe('2026-01-01');
    // Ten years after the end of 2015 is 1 January 2026.
    expect(primeiroDiaMantido('2026-07-01', 120)).toBe('2016-01-01');
    expect(primeiroDiaMantido('2025-12-31', 120)).toBe('2015-01-01');
  });

  it('never reaches the current year', () => {
    for (const meses of [6, 12, 24, 120])
      expect(primeiroDiaMantido('2026-12-31', meses)! <= '2026-01-01').toBe(true);
  });
});
