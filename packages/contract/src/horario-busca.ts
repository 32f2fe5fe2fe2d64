import { z } from 'zod';
import { dataIso, horario } from './fields';
import { msg } from './messages';

/** School days of the pickup-time table: 1 = Monday … 5 = Friday. */
export const diasSemanaBusca = [1, 2, 3, 4, 5] as const;
export const diaSemana = z
  .number({ error: msg.valorInvalido })
  .int(msg.valorInvalido)
  .min(1, msg.valorInvalido)
  .max(5, msg.valorInvalido);

export const horarioDiaSemana = z.object({ diaSemana, horario: horario.nullable() });
export type HorarioDiaSemana = z.infer<typeof horarioDiaSemana>;

/**
 * `GET /api/discente/{idDisc}/horario-busca`: the usual pickup time per weekday (null: not picked up that
 * day) and today's, which a guardian may have adjusted (`ajustado`).
 */
export const horarioBuscaRead = z.object({
  semana: z.array(z.object({ diaSemana: z.number().int(), horario: z.string().nullable() })),
  hoje: z.object({ data: z.string(), horario: z.string().nullable(), ajustado: z.boolean() }),
});
export type HorarioBuscaRead = z.infer<typeof horarioBuscaRead>;

/** `PUT /api/discente/{idDisc}/horario-busca/semana` (the school): the weekdays given are set or cleared; the others stay. */
export const horarioSemanaPayload = z.object({
  dias: z
    .array(horarioDiaSemana, { error: msg.valorInvalido })
    .min(1, msg.valorInvalido)
    .max(5, msg.valorInvalido)
    .refine((dias) => new Set(dias.map((d) => d.diaSemana)).size === dias.length, msg.valorInvalido),
});
export type HorarioSemanaPayload = z.input<typeof horarioSemanaPayload>;

/** 'Mudar só hoje': a guardian's pickup time for one date (today or later). */
export const horarioDiaForm = z.object({ horario });
export type HorarioDiaForm = z.input<typeof horarioDiaForm>;

/** `PUT /api/discente/{idDisc}/horario-busca/dia`. */
export const horarioDiaPayload = horarioDiaForm.extend({ data: dataIso });
export type HorarioDiaPayload = z.input<typeof horarioDiaPayload>;

export const horarioDiaParam = z.object({ idDisc: z.uuid(), data: dataIso });

/** `GET /api/turma/{idTurma}/horario-busca`: the class's table, children × Monday–Friday. */
export const horarioBuscaTurma = z.object({
  itens: z.array(
    z.object({
      idDisc: z.string(),
      nomeDisc: z.string(),
      semana: z.array(z.object({ diaSemana: z.number().int(), horario: z.string().nullable() })),
    }),
  ),
});
export type HorarioBuscaTurma = z.infer<typeof horarioBuscaTurma>;

/**
 * `GET|PUT /api/escola/horario-ausencia` (the director): after these local times an expected child who has not
 * arrived raises the unexpected-absence alert, `horarioAusencia` for morning classes and `horarioAusenciaTarde`
 * for afternoon ones. A PUT without the afternoon limit leaves it as it is.
 */
export const horarioAusenciaPayload = z.object({
  horarioAusencia: horario,
  horarioAusenciaTarde: horario.optional(),
});
export const horarioAusenciaRead = z.object({ horarioAusencia: horario, horarioAusenciaTarde: horario });
export type HorarioAusenciaRead = z.infer<typeof horarioAusenciaRead>;
export type HorarioAusenciaPayload = z.input<typeof horarioAusenciaPayload>;
