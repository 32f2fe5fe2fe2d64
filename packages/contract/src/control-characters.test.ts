import { describe, expect, it } from 'vitest';
import { findControlCharacter, hasControlCharacter } from './control-characters';

describe('control characters', () => {
  it('NUL and the other C0 characters are refused; tab, line feed and carriage return are text', () => {
    for (let code = 0; code < 0x20; code++) {
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(
        ![0x09, 0x0a, 0x0d].includes(code),
      );
    }
    expect(hasControlCharacter('Olá, ção — 😀 \u007f')).toBe(false);
  });

  it('names the first string or key that holds one, however it is nested', () => {
    expect(findControlCharacter({ nome: 'Ana', endereco: { rua: 'Rua\u0000' } })).toEqual([
      'endereco',
      'rua',
    ]);
    expect(findControlCharacter({ itens: ['ok', { texto: 'x\u001b' }] })).toEqual(['itens', 1, 'texto']);
    expect(findControlCharacter({ 'chave\u0001': 1 })).toEqual(['chave\u0001']);
    expect(findControlCharacter('\u0000')).toEqual([]);
    expect(findControlCharacter({ a: 1, b: true, c: null, d: ['linha\nlinha\t'] })).toBeNull();
  });

  it('walks a 200 000-deep nesting without overflowing the stack', () => {
    let deep: unknown = 'fim\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findControlCharacter(deep)).toHaveLength(200_000);
  });
});
