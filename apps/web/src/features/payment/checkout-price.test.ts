import { describe, expect, it } from 'vitest';
import { alunosParaPreco, formatReais, periodPrice } from './checkout-price';

const brincadeira = { precodesconto: 1440, porAluno: false, alunosMin: 1, alunosMax: 960 };
const crescer = { precodesconto: 1, porAluno: true, alunosMin: 961, alunosMax: null };
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('checkout prices', () => {
  it('formats reais the pt-BR way, centavos included', () => {
    expect(plain(formatReais(1440, 'pt-BR'))).toBe('R$ 1.440,00');
    expect(plain(formatReais(0.5, 'pt-BR'))).toBe('R$ 0,50');
  });

  it('prices each period with its saving: 10 % semiannual, 20 % annual', () => {
    expect(periodPrice(brincadeira, 'mensal', 1)).toEqual({
      periodo: 'mensal',
      meses: 1,
      total: 1440,
      economia: 0,
      percentual: 0,
    });
    expect(periodPrice(brincadeira, 'semestral', 1)).toMatchObject({
      total: 7776,
      economia: 864,
      percentual: 10,
    });
    expect(periodPrice(brincadeira, 'anual', 1)).toMatchObject({
      total: 13824,
      economia: 3456,
      percentual: 20,
    });
  });

  it('prices a per-student plan by the students', () => {
    expect(periodPrice(crescer, 'mensal', 1000).total).toBe(1000);
    expect(periodPrice(crescer, 'anual', 1000)).toMatchObject({ total: 9600, economia: 2400 });
  });

  it('shows the price for the typed students only when they fit the plan', () => {
    expect(alunosParaPreco(crescer, '1200')).toBe(1200);
    expect(alunosParaPreco(crescer, '')).toBe(961);
    expect(alunosParaPreco(crescer, '12')).toBe(961);
    expect(alunosParaPreco(brincadeira, '5000')).toBe(960);
  });
});
