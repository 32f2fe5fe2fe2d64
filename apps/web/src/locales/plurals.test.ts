import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import ptBR from './pt-BR.json';

/**
 * Issue 28: counts agree in number. Brazilian Portuguese's plural rules put 0 with 1 ("one"), so a text with
 * only `_one` and `_other` said "0 criança"; each such text has a `_zero` ("0 crianças", "Nenhuma…").
 */
function pluralBases(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const entries = Object.entries(node as Record<string, unknown>);
  const own = entries
    .filter(([k, v]) => k.endsWith('_one') && typeof v === 'string' && v.includes('{{count}}'))
    .map(([k]) => (prefix ? `${prefix}.${k.slice(0, -4)}` : k.slice(0, -4)));
  return [...own, ...entries.flatMap(([k, v]) => pluralBases(v, prefix ? `${prefix}.${k}` : k))];
}

describe('pt-BR counts', () => {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'pt-BR',
    resources: { 'pt-BR': { translation: ptBR } },
    interpolation: { escapeValue: false },
  });
  const bases = pluralBases(ptBR);

  it('finds the counted texts', () => {
    expect(bases.length).toBeGreaterThan(10);
  });

  it.each(bases)('%s: 0 is plural, not "0 <singular>"', (base) => {
    const zero = i18n.t(base, { count: 0, name: 'Lucas', nome: 'Lucas' });
    const one = i18n.t(`${base}_one`, { count: 0, name: 'Lucas', nome: 'Lucas' });
    const other = i18n.t(`${base}_other`, { count: 0, name: 'Lucas', nome: 'Lucas' });
    // Texts the same in both numbers ("2 com alergia") have nothing to agree.
    if (one !== other) expect(zero).not.toBe(one);
  });

  it('"0 crianças", "1 criança", "2 crianças"', () => {
    const key = bases.find((b) => b.endsWith('.children'))!;
    expect([0, 1, 2].map((count) => i18n.t(key, { count }))).toEqual([
      '0 crianças',
      '1 criança',
      '2 crianças',
    ]);
  });
});
