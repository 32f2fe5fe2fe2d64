import { z } from 'zod';
import { importancias } from './aviso';
import { tiposAlerta } from './alerta';
import { periodos, temas } from './turma';
import { msg } from './messages';

/**
 * The staff-to-child ratio a school keeps per age group: children up to `ateMeses` months old (exclusive;
 * null = every older child) need one adult per `criancasPorAdulto`. Groups go from the youngest up and the
 * last is open-ended, so every child falls in exactly one.
 */
export const faixaRazao = z.object({
  ateMeses: z
    .number({ error: msg.valorInvalido })
    .int(msg.valorInvalido)
    .min(1, msg.valorInvalido)
    .max(240, msg.valorInvalido)
    .nullable(),
  criancasPorAdulto: z
    .number({ error: msg.valorInvalido })
    .int(msg.valorInvalido)
    .min(1, msg.valorInvalido)
    .max(40, msg.valorInvalido),
});
export type FaixaRazao = z.infer<typeof faixaRazao>;

export const razoesEscola = z.object({
  faixas: z
    .array(faixaRazao)
    .min(1, msg.valorInvalido)
    .max(8, msg.valorInvalido)
    .superRefine((faixas, ctx) => {
      faixas.forEach((faixa, i) => {
        const ultima = i === faixas.length - 1;
        if (ultima !== (faixa.ateMeses === null)) {
          ctx.addIssue({ code: 'custom', path: [i, 'ateMeses'], message: msg.razaoUltimaFaixaAberta });
        }
        const anterior = faixas[i - 1]?.ateMeses;
        if (i > 0 && faixa.ateMeses !== null && anterior != null && faixa.ateMeses <= anterior) {
          ctx.addIssue({ code: 'custom', path: [i, 'ateMeses'], message: msg.razaoFaixasEmOrdem });
        }
      });
    }),
});
export type RazoesEscola = z.infer<typeof razoesEscola>;

/**
 * The default when a school has set nothing: Brazil's national guidance for early-childhood education
 * (CNE/CEB parecer 20/2009): up to 8 babies, 15 children of two and three, 20 of four and five per adult.
 */
export const RAZOES_PADRAO: RazoesEscola = {
  faixas: [
    { ateMeses: 24, criancasPorAdulto: 8 },
    { ateMeses: 48, criancasPorAdulto: 15 },
    { ateMeses: null, criancasPorAdulto: 20 },
  ],
};

/** Staff clock-in: the class the educator is with (optional when she teaches one class, or none). */
export const pontoEntradaPayload = z.object({ idTurma: z.uuid({ error: msg.valorInvalido }).optional() });
export type PontoEntradaPayload = z.infer<typeof pontoEntradaPayload>;

/** The signed-in staff member's shift today: on duty since when and with which class, or not. */
export const pontoRead = z.object({
  emServico: z.boolean(),
  /** 'HH:MM' in the school's time, while on duty. */
  desde: z.string().nullable(),
  turma: z.object({ idTurma: z.string(), nomeTurma: z.string() }).nullable(),
  /** The classes she may clock in with (her own; every class for the director). */
  turmas: z.array(z.object({ idTurma: z.string(), nomeTurma: z.string() })),
});
export type PontoRead = z.infer<typeof pontoRead>;

export const turmaHoje = z.object({
  idTurma: z.string(),
  nomeTurma: z.string(),
  periodo: z.enum(periodos),
  tema: z.enum(temas),
  /** Children of the class expected today (every active child on a school day; none at weekends). */
  esperadas: z.number().int(),
  presentes: z.number().int(),
  buscadas: z.number().int(),
  ausentes: z.number().int(),
  /** Expected, and neither arrived nor reported absent yet. */
  aguardando: z.number().int(),
  /** Staff clocked in with this class now. */
  equipe: z.array(z.object({ idUsuario: z.string(), nome: z.string(), desde: z.string() })),
  /** Adults the present children need under the school's ratios (0 when nobody is present). */
  adultosNecessarios: z.number().int(),
  /** Fewer adults on duty than the present children need. */
  razaoExcedida: z.boolean(),
  alertasAbertos: z.number().int(),
});
export type TurmaHoje = z.infer<typeof turmaHoje>;

/** `GET /api/escola/hoje`: the director's today, at a glance. */
export const escolaHoje = z.object({
  data: z.string(),
  /** 'HH:MM' in the school's time when this was read. */
  hora: z.string(),
  turmas: z.array(turmaHoje),
  /**
   * Nobody of the school has clocked in today: the school may not use clock-in, or the team has not arrived.
   * The ratios are then not weighed (no class is `razaoExcedida`) rather than every class flagged short.
   */
  ninguemNoPonto: z.boolean(),
  /** Today's alerts nobody acknowledged yet, the newest first. */
  alertas: z.array(
    z.object({
      idAlerta: z.string(),
      idDisc: z.string(),
      nomeDisc: z.string(),
      tipo: z.enum(tiposAlerta),
      prioridade: z.enum(importancias),
      texto: z.string(),
      hora: z.string(),
    }),
  ),
  /** Today's incidents (diary) some guardian has not acknowledged yet. */
  incidentesSemCiencia: z.number().int(),
  pendencias: z.object({
    /** Guardians' links to children waiting for the director's approval. */
    familias: z.number().int(),
    /** Children guardians added, waiting for approval. */
    criancas: z.number().int(),
    /** Educators' requests to put a child in a class. */
    turmas: z.number().int(),
    /** Other guardians' requests (a CPF change). */
    outras: z.number().int(),
  }),
  /** Importante notices of the last 14 days that some family has not acknowledged yet. */
  avisosImportantes: z.array(
    z.object({
      idAviso: z.string(),
      titulo: z.string(),
      ciencias: z.number().int(),
      destinatarios: z.number().int(),
    }),
  ),
});
export type EscolaHoje = z.infer<typeof escolaHoje>;

/** `/topic/escola/hoje` (destinos.ts): the frame says only which class changed (null: the school as a whole); the page reads through the API, which checks access. */
export const eventoEscolaHoje = z.object({ idTurma: z.string().nullable() });
export type EventoEscolaHoje = z.infer<typeof eventoEscolaHoje>;
