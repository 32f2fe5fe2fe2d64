import { cabeNoPlano, checkoutForm, type PlanoRead } from '@lunna/contract';

/**
 * The contract's checkout form plus the chosen plan's students limit, so the browser says at once what
 * the server would answer. `limitMessage` is already in the interface language.
 */
export function checkoutSchemaFor(plano: Pick<PlanoRead, 'alunosMin' | 'alunosMax'>, limitMessage: string) {
  return checkoutForm.extend({
    numeroAlunos: checkoutForm.shape.numeroAlunos.refine((n) => cabeNoPlano(plano, n), limitMessage),
  });
}
