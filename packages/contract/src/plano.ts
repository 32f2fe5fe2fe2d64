import { z } from 'zod';
import { msg } from './messages';

/** Billing periods: months paid at once and the saving (spec §9: the annual plan saves 20 %). */
export const periodosPlano = ['mensal', 'semestral', 'anual'] as const;
export type PeriodoPlano = (typeof periodosPlano)[number];
export const MESES_PERIODO: Record<PeriodoPlano, number> = { mensal: 1, semestral: 6, anual: 12 };
export const DESCONTO_PERIODO: Record<PeriodoPlano, number> = { mensal: 0, semestral: 0.1, anual: 0.2 };

/** `GET /api/planos?idioma=`: one plan, prices in reais, texts in the asked language. */
export const planoRead = z.object({
  id: z.string(),
  nomePlan: z.string(),
  /** List (struck) price per month; null when agreed per student. */
  valor: z.number().nullable(),
  /** Price per month (per student and month when porAluno). */
  precodesconto: z.number(),
  subtitulo: z.string(),
  beneficios: z.array(z.string()),
  porAluno: z.boolean(),
  alunosMin: z.number().int(),
  alunosMax: z.number().int().nullable(),
});
export type PlanoRead = z.infer<typeof planoRead>;
export const planoList = z.array(planoRead);

export const planosQuery = z.object({ idioma: z.enum(['pt-BR', 'en', 'es', 'fr']).default('pt-BR') });

type PrecoPlano = { precoDescontoCentavos: number; porAluno: boolean };

/**
 * What a period of a plan costs, in centavos: the monthly price (times the students when priced per
 * student) times the months, less the period's saving. The server charges exactly this; the page shows it.
 */
export function valorPeriodoCentavos(plano: PrecoPlano, periodo: PeriodoPlano, numeroAlunos: number): number {
  const mensal = plano.porAluno ? plano.precoDescontoCentavos * numeroAlunos : plano.precoDescontoCentavos;
  return Math.round(mensal * MESES_PERIODO[periodo] * (1 - DESCONTO_PERIODO[periodo]));
}

/** Whether a number of students fits the plan's limits. */
export const cabeNoPlano = (plano: { alunosMin: number; alunosMax: number | null }, numeroAlunos: number) =>
  numeroAlunos >= plano.alunosMin && (plano.alunosMax === null || numeroAlunos <= plano.alunosMax);

/** Why a number of students does not fit the plan (the plan's limit in the words), or null when it fits. */
export function mensagemLimitePlano(
  plano: { nomePlan: string; alunosMin: number; alunosMax: number | null },
  numeroAlunos: number,
): string | null {
  if (plano.alunosMax !== null && numeroAlunos > plano.alunosMax) {
    return msg.numeroAlunosAcimaDoPlano
      .replace('{plano}', plano.nomePlan)
      .replace('{max}', String(plano.alunosMax));
  }
  if (numeroAlunos < plano.alunosMin) {
    return msg.numeroAlunosAbaixoDoPlano
      .replace('{plano}', plano.nomePlan)
      .replace('{min}', String(plano.alunosMin));
  }
  return null;
}

/** How a period is named in the order's description. */
export const NOME_PERIODO: Record<PeriodoPlano, string> = {
  mensal: 'mensal',
  semestral: 'semestral',
  anual: 'anual',
};

/**
 * The order's description at the provider and on the page: 'Plano Brincadeira mensal', with the students
 * for plans priced per student ('Plano Crescer anual, 1.200 alunos').
 */
export function descricaoPedido(
  plano: { nomePlan: string; porAluno: boolean },
  periodo: PeriodoPlano,
  numeroAlunos: number,
): string {
  const base = `Plano ${plano.nomePlan} ${NOME_PERIODO[periodo]}`;
  return plano.porAluno ? `${base}, ${numeroAlunos.toLocaleString('pt-BR')} alunos` : base;
}
