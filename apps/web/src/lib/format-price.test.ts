import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatPrice', () => {
  it('writes reais the Brazilian way, without cents for whole plan prices', () => {
    expect(plain(formatPrice(1440, 'pt-BR'))).toBe('R$ 1.440');
    expect(plain(formatPrice(900, 'pt-BR'))).toBe('R$ 900');
  });

  it('keeps the cents of a per-student price', () => {
    expect(plain(formatPrice(1, 'pt-BR'))).toBe('R$ 1,00');
  });

  it('stays in reais in another language', () => {
    expect(formatPrice(1440, 'en')).toContain('R$');
  });
});
