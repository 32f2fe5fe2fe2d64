import { z } from 'zod';
import { importancias } from './aviso';
import { dataIso, horario, optionalText, requiredText } from './fields';
import { msg } from './messages';

/**
 * Alerts about a child today: 'atencao' (needs attention, raised by an educator or a guardian), 'atraso'
 * (a guardian is running late), 'ausencia' (a guardian reports the child will not come), 'ausencia_inesperada'
 * (raised by the school's clock when an expected child has not arrived).
 */
export const tiposAlerta = ['atencao', 'atraso', 'ausencia', 'ausencia_inesperada'] as const;
export type TipoAlerta = (typeof tiposAlerta)[number];

/** What a "needs attention" alert is about. */
export const categoriasAlerta = ['febre', 'lesao', 'comportamento', 'medicacao', 'outro'] as const;
export type CategoriaAlerta = (typeof categoriasAlerta)[number];

/** A "needs attention" alert is never Normal: it is Atenção or Importante. */
export const prioridadesAtencao = ['Atenção', 'Importante'] as const;
export type PrioridadeAtencao = (typeof prioridadesAtencao)[number];

/** 'Precisa de atenção' / 'Sinalizar atenção': category, what is going on, and how urgent. */
export const atencaoForm = z.object({
  categoria: z.enum(categoriasAlerta, { error: msg.obrigatorio }),
  texto: requiredText(msg.obrigatorio, 500),
  prioridade: z.enum(prioridadesAtencao, { error: msg.obrigatorio }),
});
export type AtencaoForm = z.input<typeof atencaoForm>;

/** 'Vou me atrasar': the estimated arrival time, and an optional note. */
export const atrasoForm = z.object({ chegadaPrevista: horario, texto: optionalText(500).optional() });
export type AtrasoForm = z.input<typeof atrasoForm>;

/** 'Não vai hoje': the reason is required (the educators plan the day with it). */
export const ausenciaForm = z.object({ texto: requiredText(msg.motivoObrigatorio, 500) });
export type AusenciaForm = z.input<typeof ausenciaForm>;

/**
 * `POST /api/discente/{idDisc}/alertas`. Guardians of the child send any of the three; the staff of the
 * child's class (and the director) only 'atencao', which reaches every guardian at once.
 */
export const alertaPayload = z.discriminatedUnion(
  'tipo',
  [
    atrasoForm.extend({ tipo: z.literal('atraso') }),
    ausenciaForm.extend({ tipo: z.literal('ausencia') }),
    atencaoForm.extend({ tipo: z.literal('atencao') }),
  ],
  { error: msg.valorInvalido },
);
export type AlertaPayload = z.input<typeof alertaPayload>;

/** Who raised an alert: a guardian, the school's staff, or the school's clock (the unexpected absence). */
export const origensAlerta = ['responsavel', 'equipe', 'sistema'] as const;
export type OrigemAlerta = (typeof origensAlerta)[number];

export const alertaRead = z.object({
  idAlerta: z.string(),
  idDisc: z.string(),
  nomeDisc: z.string(),
  /** The school date it is about. */
  data: z.string(),
  tipo: z.enum(tiposAlerta),
  categoria: z.enum(categoriasAlerta).nullable(),
  prioridade: z.enum(importancias),
  texto: z.string(),
  chegadaPrevista: z.string().nullable(),
  origem: z.enum(origensAlerta),
  /** Who raised it (null for the school's clock). */
  autor: z.object({ nome: z.string() }).nullable(),
  criadoEm: z.string(),
  /** Acknowledged by whom and when; null while open. */
  confirmacao: z.object({ nome: z.string(), em: z.string() }).nullable(),
  /** Whether the signed-in person is the one who acknowledges it (a guardian for the school's alerts, staff for a guardian's). */
  podeConfirmar: z.boolean(),
});
export type AlertaRead = z.infer<typeof alertaRead>;

/**
 * Who a new alert reached, so the person who raised it knows exactly who was told: a guardian's report goes
 * to the class's educators, or to the director when the child has no class with an educator; the school's
 * "needs attention" goes to the child's guardians.
 */
export const quemAvisado = ['educadores', 'direcao', 'responsaveis'] as const;
export const alertaAvisados = z.object({ quem: z.enum(quemAvisado), nomes: z.array(z.string()) });
export type AlertaAvisados = z.infer<typeof alertaAvisados>;

/** The answer to raising an alert: the alert, and who was told. */
export const alertaCriado = alertaRead.extend({ avisados: alertaAvisados });
export type AlertaCriado = z.infer<typeof alertaCriado>;

export const alertaList = z.object({ itens: z.array(alertaRead) });
export type AlertaList = z.infer<typeof alertaList>;

/** `?data=YYYY-MM-DD`; today (the school's date) when absent. */
export const alertaListQuery = z.object({ data: dataIso.optional() });
export const idAlertaParam = z.object({ idAlerta: z.uuid() });
