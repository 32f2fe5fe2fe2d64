import { describe, expect, it } from 'vitest';
import { campoInformado } from './ficha-crianca';

describe('campoInformado (class list badges)', () => {
  it('an allergy or medication written in words counts', () => {
    expect(campoInformado('Amendoim')).toBe(true);
    expect(campoInformado('camarão')).toBe(true);
    expect(campoInformado('Não pode comer ovo')).toBe(true);
  });

  it('empty text and the usual ways of saying "none" do not', () => {
    for (const nada of [
      null,
      undefined,
      '',
      '  ',
      'Nenhuma',
      'nenhum.',
      'Não',
      'NAO',
      'N/A',
      'none',
      'Ninguna',
      'Aucune',
    ]) {
      expect(campoInformado(nada)).toBe(false);
    }
  });
});
