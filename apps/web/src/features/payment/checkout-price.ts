import {
  DESCONTO_PERIODO,
  MESES_PERIODO,
  valorPeriodoCentavos,
  type PeriodoPlano,
  type PlanoRead,
} from '@lunna/contract';

/** Reais as the checkout shows them: always with centavos (R$ 1.440,00). */
export function formatReais(value: number, lang: string): string {
  return new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: 'BRL',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

export type PeriodPrice = {
  periodo: PeriodoPlano;
  meses: number;
  /** What the whole period costs, in reais. */
  total: number;
  /** What the period saves against paying month by month, in reais (0 for monthly). */
  economia: number;
  /** The saving as a whole percentage (10, 20). */
  percentual: number;
};

/**
 * What a period of the plan costs, for display only: the same formula the server charges with
 * (the server never reads this number). Per-student plans are priced for `numeroAlunos`.
 */
export function periodPrice(
  plano: Pick<PlanoRead, 'precodesconto' | 'porAluno'>,
  periodo: PeriodoPlano,
  numeroAlunos: number,
): PeriodPrice {
  const preco = { precoDescontoCentavos: Math.round(plano.precodesconto * 100), porAluno: plano.porAluno };
  const total = valorPeriodoCentavos(preco, periodo, numeroAlunos);
  const semDesconto = valorPeriodoCentavos(preco, 'mensal', numeroAlunos) * MESES_PERIODO[periodo];
  return {
    periodo,
    meses: MESES_PERIODO[periodo],
    total: total / 100,
    economia: (semDesconto - total) / 100,
    percentual: Math.round(DESCONTO_PERIODO[periodo] * 100),
  };
}

/** The students a per-student price is shown for: what was typed when it fits the plan, else the plan's minimum. */
export function alunosParaPreco(plano: Pick<PlanoRead, 'alunosMin' | 'alunosMax'>, typed: unknown): number {
  const n = Number(typed);
  if (!Number.isInteger(n) || n < plano.alunosMin) return plano.alunosMin;
  return plano.alunosMax !== null && n > plano.alunosMax ? plano.alunosMax : n;
}
