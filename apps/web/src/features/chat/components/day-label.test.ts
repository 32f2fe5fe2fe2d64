import { describe, expect, it } from 'vitest';
import { porDia, rotuloDoDia } from './day-label';

const textos = { hoje: 'Hoje', ontem: 'Ontem' };

describe('day labels', () => {
  const now = new Date(2026, 2, 12, 15, 0);
  it('say today, yesterday, or the date (with the year only when it is another)', () => {
    expect(rotuloDoDia(new Date(2026, 2, 12, 8, 5).toISOString(), 'pt-BR', now, textos)).toBe('Hoje');
    expect(rotuloDoDia(new Date(2026, 2, 11, 23, 59).toISOString(), 'pt-BR', now, textos)).toBe('Ontem');
    expect(rotuloDoDia(new Date(2026, 1, 3, 10, 0).toISOString(), 'pt-BR', now, textos)).toBe(
      '3 de fevereiro',
    );
    expect(rotuloDoDia(new Date(2025, 11, 24, 10, 0).toISOString(), 'en', now, textos)).toBe(
      'December 24, 2025',
    );
  });

  it('mark the first item of each day', () => {
    const at = (d: number, h: number) => ({ criadoEm: new Date(2026, 2, d, h).toISOString() });
    expect(porDia([at(10, 9), at(10, 18), at(11, 8), at(12, 7)]).map((x) => x.novoDia)).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });
});
