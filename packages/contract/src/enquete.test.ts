import { describe, expect, it } from 'vitest';
import { enqueteForm } from './enquete';

const valid = {
  pergunta: 'Qual passeio?',
  opcoes: ['A', 'B', 'C', 'D'],
  inicio: '2026-05-01',
  fim: '2026-05-01',
};
const fieldsOf = (value: unknown) => {
  const result = enqueteForm.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('enqueteForm', () => {
  it('accepts four options and a one-day period; the colour defaults to none', () => {
    expect(enqueteForm.parse(valid).cor).toBeNull();
    expect(enqueteForm.parse({ ...valid, cor: 'green' }).cor).toBe('green');
  });

  it('refuses three or five options, an empty option, an end before the start and an unknown colour', () => {
    expect(fieldsOf({ ...valid, opcoes: ['A', 'B', 'C'] })).toEqual({
      opcoes: 'A enquete precisa de quatro opções',
    });
    expect(fieldsOf({ ...valid, opcoes: ['A', 'B', 'C', 'D', 'E'] })).toEqual({
      opcoes: 'A enquete precisa de quatro opções',
    });
    expect(fieldsOf({ ...valid, opcoes: ['A', '', 'C', 'D'] })).toEqual({ 'opcoes.1': 'Campo obrigatorio' });
    expect(fieldsOf({ ...valid, fim: '2026-04-30' })).toEqual({
      fim: 'A data final deve ser igual ou posterior à inicial',
    });
    expect(fieldsOf({ ...valid, cor: 'marrom' })).toEqual({ cor: 'Valor invalido' });
  });
});
