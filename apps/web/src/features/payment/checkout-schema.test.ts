import { cnpjFromBase } from '@lunna/contract';
import { describe, expect, it } from 'vitest';
import { checkoutSchemaFor } from './checkout-schema';

const schema = checkoutSchemaFor({ alunosMin: 1, alunosMax: 960 }, 'acima do limite');
const valid = {
  plano: 'brincadeira',
  periodo: 'anual',
  nomeEscola: 'Escola Girassol',
  cnpj: cnpjFromBase('112223330001'),
  nomeDiretor: 'Ana Souza',
  emailDiretor: 'ana@girassol.test',
  numeroAlunos: '120',
};
const errorsOf = (input: object) =>
  Object.fromEntries(
    (schema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('the checkout form in the browser', () => {
  it('accepts a school that fits the plan', () => {
    expect(schema.parse(valid).numeroAlunos).toBe(120);
  });

  it('rejects more students than the plan takes, with the given message', () => {
    expect(errorsOf({ ...valid, numeroAlunos: '961' })).toEqual({ numeroAlunos: 'acima do limite' });
  });

  it('rejects a CNPJ whose check digits are wrong', () => {
    const cnpj = valid.cnpj.slice(0, -1) + String((Number(valid.cnpj.at(-1)) + 1) % 10);
    expect(errorsOf({ ...valid, cnpj })).toEqual({ cnpj: 'CNPJ invalido' });
  });
});
