import { z } from 'zod';
import { dataIso, horario, optionalText, requiredText } from './fields';
import { msg } from './messages';

/**
 * Routine ('Minha agenda'): a weekly agenda per class, Monday to Friday, five time rows (spec section 9:
 * 25 cards). A week is named by its Monday (`semana`, yyyy-mm-dd); `diaSemana` is ISO (1 = Monday … 5 = Friday),
 * as in the pickup times.
 */
export const horariosRotina = ['07:00', '09:00', '11:00', '13:00', '15:00'] as const;
export type HorarioRotina = (typeof horariosRotina)[number];
export const diasRotina = [1, 2, 3, 4, 5] as const;

/** Card colours of the routine grid and of the polls: the brand's fills, always behind dark text. */
export const coresCartao = ['purple', 'pink', 'pinkWhite', 'blue', 'yellow', 'orange', 'green'] as const;
export type CorCartao = (typeof coresCartao)[number];

/** Illustrations drawn for the project (no uploads needed to fill a routine card in a hurry). */
export const ilustracoesRotina = [
  'pintura',
  'roda',
  'artesanato',
  'leitura',
  'recreio',
  'soneca',
  'musica',
  'lanche',
  'banho',
  'parque',
] as const;
export type IlustracaoRotina = (typeof ilustracoesRotina)[number];

const isMonday = (data: string) => new Date(`${data}T12:00:00Z`).getUTCDay() === 1;

/** The Monday that names a week. */
export const semanaIso = dataIso.refine(isMonday, msg.semanaInvalida);

/** `?semana=` of the routine and menu reads; without it, the school's current week (the coming one on a weekend). */
export const semanaQuery = z.object({ semana: semanaIso.optional() });
export type SemanaQuery = z.infer<typeof semanaQuery>;

const horaInicioFim = { horaInicio: horario, horaFim: horario };

/** The card's own fields: what the educator fills in the dialog (the web form). */
export const rotinaCartaoForm = z
  .object({
    ...horaInicioFim,
    atividade: requiredText(msg.obrigatorio, 80),
    descriatv: optionalText(300),
    ilustracao: z.enum(ilustracoesRotina, { error: msg.valorInvalido }),
    cor: z.enum(coresCartao, { error: msg.valorInvalido }),
  })
  .refine((v) => v.horaFim > v.horaInicio, { path: ['horaFim'], message: msg.horaFimAntesInicio });
export type RotinaCartaoForm = z.input<typeof rotinaCartaoForm>;

/** `PUT /api/turma/{idTurma}/rotina`: fills (or replaces) one cell of a class's week. */
export const rotinaCelulaPayload = z
  .object({
    semana: semanaIso,
    diaSemana: z
      .number({ error: msg.diaSemanaInvalido })
      .int(msg.diaSemanaInvalido)
      .min(1, msg.diaSemanaInvalido)
      .max(5, msg.diaSemanaInvalido),
    horario: z.enum(horariosRotina, { error: msg.horarioRotinaInvalido }),
    ...horaInicioFim,
    atividade: requiredText(msg.obrigatorio, 80),
    descriatv: optionalText(300).nullish(),
    ilustracao: z.enum(ilustracoesRotina, { error: msg.valorInvalido }),
    cor: z.enum(coresCartao, { error: msg.valorInvalido }),
  })
  .refine((v) => v.horaFim > v.horaInicio, { path: ['horaFim'], message: msg.horaFimAntesInicio });
export type RotinaCelulaPayload = z.input<typeof rotinaCelulaPayload>;

/** `POST /api/turma/{idTurma}/rotina/copiar`: the week `de` onto the week `para`; cells already there are kept unless `substituir`. */
export const rotinaCopiaPayload = z
  .object({ de: semanaIso, para: semanaIso, substituir: z.boolean().default(false) })
  .refine((v) => v.de !== v.para, { path: ['para'], message: msg.valorInvalido });
export type RotinaCopiaPayload = z.input<typeof rotinaCopiaPayload>;

export const idRotinaParam = z.object({ idTurma: z.uuid(), idRotina: z.uuid() });

export const rotinaCelula = z.object({
  idRotina: z.string(),
  diaSemana: z.number(),
  horario: z.enum(horariosRotina),
  horaInicio: z.string(),
  horaFim: z.string(),
  atividade: z.string(),
  descriatv: z.string().nullable(),
  ilustracao: z.enum(ilustracoesRotina),
  cor: z.enum(coresCartao),
});
export type RotinaCelula = z.infer<typeof rotinaCelula>;

/** One class's week: the filled cells only (an empty cell is simply absent). */
export const rotinaSemana = z.object({
  idTurma: z.string(),
  nomeTurma: z.string(),
  periodo: z.string(),
  semana: z.string(),
  /** Friday of the week, for the header's date range. */
  fim: z.string(),
  /** The school's today, so the screen can mark the current day. */
  hoje: z.string(),
  celulas: z.array(rotinaCelula),
});
export type RotinaSemana = z.infer<typeof rotinaSemana>;

/** `GET /api/discente/{idDisc}/rotina`: the week of every active class the child is in. */
export const rotinaDiscente = z.object({
  idDisc: z.string(),
  nomeDisc: z.string(),
  semana: z.string(),
  fim: z.string(),
  hoje: z.string(),
  turmas: z.array(rotinaSemana),
});
export type RotinaDiscente = z.infer<typeof rotinaDiscente>;

export const rotinaCopiaResult = z.object({ copiadas: z.number() });
