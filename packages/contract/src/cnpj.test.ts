import { describe, expect, it } from 'vitest';
import { cnpjFromBase, formatCnpj, isValidCnpj } from './cnpj';

describe('CNPJ', () => {
  it('accepts a real CNPJ with or without punctuation', () => {
    // Banco do Brasil's public CNPJ.
    expect(isValidCnpj('00.000.000/0001-91')).toBe(true);
    expect(isValidCnpj('00000000000191')).toBe(true);
  });

  it('refuses wrong check digits, repeated digits and other shapes', () => {
    expect(isValidCnpj('00.000.000/0001-92')).toBe(false);
    expect(isValidCnpj('11.111.111/1111-11')).toBe(false);
    expect(isValidCnpj('0000000000019')).toBe(false);
    expect(isValidCnpj('00.000.000-0001/91')).toBe(false);
  });

  it('builds valid CNPJs from a base and formats them', () => {
    const cnpj = cnpjFromBase('123456780001');
    expect(isValidCnpj(cnpj)).toBe(true);
    expect(cnpj).toBe(formatCnpj(cnpj.replace(/\D/g, '')));
    expect(cnpj).toMatch(/^12\.345\.678\/0001-\d{2}$/);
  });
});
