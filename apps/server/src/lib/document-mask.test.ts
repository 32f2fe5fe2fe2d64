import { describe, expect, it } from 'vitest';
import { maskCpf, maskRg } from './document-mask';

describe('document masks', () => {
  it('shows only the middle six digits of a CPF, with or without punctuation', () => {
    expect(maskCpf('123.456.789-09')).toBe('***.456.789-**');
    expect(maskCpf('12345678909')).toBe('***.456.789-**');
    expect(maskCpf('123')).toBe('***');
  });
  it('shows only the last three characters of an RG', () => {
    expect(maskRg('12.345.678-9')).toBe('******789');
    expect(maskRg('MG-12.345.678')).toBe('*******678');
    expect(maskRg('12')).toBe('***');
  });
});
