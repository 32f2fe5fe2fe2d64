import { describe, expect, it } from 'vitest';
import { dayLabel, longDate, monthLabel, shiftMonth } from './dates';

describe('attendance dates', () => {
  it('moves across years', () => {
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-11', 0)).toBe('2026-11');
  });

  it('shows school dates as calendar dates, capitalised only at the start', () => {
    expect(monthLabel('2026-11', 'pt-BR')).toBe('Novembro de 2026');
    expect(longDate('2027-03-05', 'pt-BR')).toBe('sexta-feira, 5 de março');
    expect(dayLabel('2027-03-05', 'pt-BR')).toBe('Sex., 05/03');
  });
});
