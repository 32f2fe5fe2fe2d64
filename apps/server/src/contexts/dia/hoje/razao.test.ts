import { RAZOES_PADRAO } from '@lunna/contract';
import { describe, expect, it } from 'vitest';
import { adultosNecessarios, criancasPorAdulto, mesesDeIdade } from './razao';

const faixas = RAZOES_PADRAO.faixas;

describe('mesesDeIdade', () => {
  it('counts a month only once its day came round', () => {
    expect(mesesDeIdade('2025-03-20', '2025-04-19')).toBe(0);
    expect(mesesDeIdade('2025-03-20', '2025-04-20')).toBe(1);
    expect(mesesDeIdade('2024-11-30', '2026-11-29')).toBe(23);
    expect(mesesDeIdade('2024-11-29', '2026-11-29')).toBe(24);
  });

  it('is never negative (a birth date after the day)', () => {
    expect(mesesDeIdade('2027-01-01', '2026-11-29')).toBe(0);
  });
});

describe('criancasPorAdulto', () => {
  it('puts each age in its group, the last open-ended', () => {
    expect(criancasPorAdulto(0, faixas)).toBe(8);
    expect(criancasPorAdulto(23, faixas)).toBe(8);
    expect(criancasPorAdulto(24, faixas)).toBe(15);
    expect(criancasPorAdulto(47, faixas)).toBe(15);
    expect(criancasPorAdulto(48, faixas)).toBe(20);
    expect(criancasPorAdulto(200, faixas)).toBe(20);
  });
});

describe('adultosNecessarios', () => {
  it('needs nobody for no children', () => {
    expect(adultosNecessarios([], faixas)).toBe(0);
  });

  it('rounds a group up to whole adults', () => {
    expect(adultosNecessarios(Array(8).fill(10), faixas)).toBe(1);
    expect(adultosNecessarios(Array(9).fill(10), faixas)).toBe(2);
  });

  it('adds the shares of a mixed-age class', () => {
    // 4 babies (4/8) and 10 three-year-olds (10/15): 1.17 → 2.
    expect(adultosNecessarios([...Array(4).fill(12), ...Array(10).fill(40)], faixas)).toBe(2);
  });

  it('does not add an adult for rounding noise', () => {
    expect(adultosNecessarios([1, 1, 1], [{ ateMeses: null, criancasPorAdulto: 3 }])).toBe(1);
  });
});
