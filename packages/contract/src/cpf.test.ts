import { describe, expect, it } from 'vitest';
import { cpfFromBase, formatCpf, isValidCpf } from './cpf';

describe('cpf', () => {
  it('accepts a CPF with correct check digits, formatted or not', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
  });
  it('rejects wrong check digits, repeated digits and odd formats', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('529.982.24725')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
  });
  it('builds valid CPFs from nine digits', () => {
    const cpf = cpfFromBase('123456789');
    expect(cpf).toBe('123.456.789-09');
    expect(isValidCpf(cpf)).toBe(true);
    expect(formatCpf('12345678909')).toBe(cpf);
  });
});
