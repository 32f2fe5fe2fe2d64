import { z } from 'zod';
import { pessoaBusca } from './autorizado-busca';
import { dataIso, requiredText } from './fields';
import { msg } from './messages';

/** Attendance events of a child on a school day: check-in (entrada), check-out (saida), absence (falta). */
export const tiposPresenca = ['entrada', 'saida', 'falta'] as const;
export type TipoPresenca = (typeof tiposPresenca)[number];

/**
 * Where the child is on a school day, from that day's events: no event yet (em_casa), last event a
 * check-in (na_escola), last event a check-out (buscado), or an absence was recorded (falta).
 */
export const statusPresencaValues = ['em_casa', 'na_escola', 'buscado', 'falta'] as const;
export type StatusPresenca = (typeof statusPresencaValues)[number];

/** A month, 'YYYY-MM'. */
export const mesIso = z
  .string({ error: msg.dataInvalida })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, msg.dataInvalida);

/** Exactly six digits: the hand-over code the guardian's app shows. */
export const codigoEntrega = z
  .string({ error: msg.codigoEntregaInvalido })
  .trim()
  .regex(/^\d{6}$/, msg.codigoEntregaInvalido);

/** The adult chosen from the day's list (a guardian's `idResp` or an authorised person's id). */
export const pessoaEscolhida = z.object(
  {
    tipo: z.enum(['responsavel', 'autorizado'], { error: msg.obrigatorio }),
    id: z.uuid(msg.obrigatorio),
  },
  { error: msg.obrigatorio },
);
export type PessoaEscolhida = z.infer<typeof pessoaEscolhida>;

/** The educator's written reason for a check-out without the code (guardians and the director read it). */
export const motivoExcecao = requiredText(msg.motivoObrigatorio, 500).refine(
  (v) => v.length >= 10,
  msg.motivoObrigatorio,
);

/** `POST /api/discente/{idDisc}/presenca/entrada`: who brought the child. */
export const entradaPayload = z.object({ pessoa: pessoaEscolhida });
export type EntradaPayload = z.input<typeof entradaPayload>;

/** The most children one batch check-in may carry: a large class, with room to spare. */
export const ENTRADA_LOTE_MAX = 60;

/**
 * `POST /api/turma/{idTurma}/presenca/entrada`: several children of one class checked in at once, each with
 * the adult who brought them (never optional: who handed a child over is a safety record).
 */
export const entradaLotePayload = z.object({
  entradas: z
    .array(z.object({ idDisc: z.uuid(msg.valorInvalido), pessoa: pessoaEscolhida }), {
      error: msg.entradaLoteVazia,
    })
    .min(1, msg.entradaLoteVazia)
    .max(ENTRADA_LOTE_MAX, msg.entradaLoteMuitas)
    .superRefine((entradas, ctx) => {
      const seen = new Set<string>();
      entradas.forEach((e, i) => {
        if (seen.has(e.idDisc))
          ctx.addIssue({ code: 'custom', path: [i, 'idDisc'], message: msg.entradaLoteRepetida });
        seen.add(e.idDisc);
      });
    }),
});
export type EntradaLotePayload = z.input<typeof entradaLotePayload>;

/** `POST /api/discente/{idDisc}/presenca/saida`: who takes the child, with the hand-over code or a written exception (exactly one). */
export const saidaPayload = z
  .object({
    pessoa: pessoaEscolhida,
    codigo: codigoEntrega.optional(),
    excecao: z.object({ motivo: motivoExcecao }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.codigo === undefined && v.excecao === undefined)
      ctx.addIssue({ code: 'custom', path: ['codigo'], message: msg.codigoEntregaInvalido });
    if (v.codigo !== undefined && v.excecao !== undefined)
      ctx.addIssue({ code: 'custom', path: ['codigo'], message: msg.valorInvalido });
  });
export type SaidaPayload = z.input<typeof saidaPayload>;

/** The exception part of the check-out dialog (the web form). */
export const excecaoForm = z.object({ motivo: motivoExcecao });
export type ExcecaoForm = z.input<typeof excecaoForm>;

/** The code part of the check-out dialog (the web form). */
export const codigoForm = z.object({ codigo: codigoEntrega });
export type CodigoForm = z.input<typeof codigoForm>;

/** `POST /api/discente/{idDisc}/presenca/falta`: the absence reason. */
export const faltaPayload = z.object({ motivo: requiredText(msg.motivoObrigatorio, 500) });
export type FaltaPayload = z.input<typeof faltaPayload>;

/** One event as shown: school-local time, the adult (name as recorded), the educator who recorded it. */
export const eventoPresenca = z.object({
  idPresenca: z.string(),
  tipo: z.enum(tiposPresenca),
  /** 'HH:MM' in the school's time zone. */
  hora: z.string(),
  ocorridoEm: z.string(),
  pessoa: z
    .object({
      tipo: z.enum(['responsavel', 'autorizado']).nullable(),
      id: z.string().nullable(),
      nome: z.string(),
    })
    .nullable(),
  educador: z.object({ nome: z.string() }).nullable(),
  /** A check-out without the hand-over code. */
  excecao: z.boolean(),
  /** The absence reason, or the written reason of an exception. */
  motivo: z.string().nullable(),
});
export type EventoPresenca = z.infer<typeof eventoPresenca>;

/** The state of a child on one school date, as the dashboard and the attendance screen show it. */
export const situacaoPresenca = z.object({
  data: z.string(),
  status: z.enum(statusPresencaValues),
  /** 'HH:MM' of the event that set the status (null when em_casa). */
  desde: z.string().nullable(),
  /** The latest check-in of the day. */
  entrada: z.object({ hora: z.string(), pessoa: z.object({ nome: z.string() }) }).nullable(),
  /** The check-out that followed the latest check-in. */
  saida: z
    .object({ hora: z.string(), pessoa: z.object({ nome: z.string() }), excecao: z.boolean() })
    .nullable(),
  falta: z.object({ motivo: z.string().nullable() }).nullable(),
});
export type SituacaoPresenca = z.infer<typeof situacaoPresenca>;

/** `GET /api/discente/{idDisc}/presenca/hoje` (and the answer of every recorded event). */
export const presencaHoje = situacaoPresenca.extend({ idDisc: z.string() });
export type PresencaHoje = z.infer<typeof presencaHoje>;

/** The answer of a batch check-in: every child's new state, in the order sent. */
export const entradaLoteResult = z.object({ registradas: z.array(presencaHoje) });
export type EntradaLoteResult = z.infer<typeof entradaLoteResult>;

/** One child on the class's attendance screen. */
export const presencaCrianca = situacaoPresenca.omit({ data: true }).extend({
  idDisc: z.string(),
  nomeDisc: z.string(),
  imgDisc: z.string().nullable(),
  eventos: z.array(eventoPresenca),
  /** Who may bring or take the child on that date (guardians and authorised people, minus the barred). */
  pessoas: z.array(pessoaBusca),
});
export type PresencaCrianca = z.infer<typeof presencaCrianca>;

/** `GET /api/turma/{idTurma}/presenca?data=`. */
export const presencaTurma = z.object({
  data: z.string(),
  /** The school's date today, so the screen knows whether it may record. */
  hoje: z.string(),
  turma: z.object({ idTurma: z.string(), nomeTurma: z.string() }),
  criancas: z.array(presencaCrianca),
});
export type PresencaTurma = z.infer<typeof presencaTurma>;

export const presencaTurmaQuery = z.object({ data: dataIso.optional() });

/** `GET /api/discente/{idDisc}/codigo-entrega`: today's hand-over code, for the child's guardians only. */
export const codigoEntregaRead = z.object({ codigo: z.string(), data: z.string() });
export type CodigoEntregaRead = z.infer<typeof codigoEntregaRead>;

/** `GET /api/discente/{idDisc}/presenca?mes=YYYY-MM` (default this month). */
export const historicoPresencaQuery = z.object({ mes: mesIso.optional() });

export const diaPresenca = z.object({
  data: z.string(),
  status: z.enum(statusPresencaValues),
  eventos: z.array(eventoPresenca),
});
export type DiaPresenca = z.infer<typeof diaPresenca>;

export const historicoPresenca = z.object({
  idDisc: z.string(),
  mes: z.string(),
  dias: z.array(diaPresenca),
});
export type HistoricoPresenca = z.infer<typeof historicoPresenca>;

/** The longest range the CSV export accepts. */
export const EXPORTACAO_MAX_DIAS = 366;

const diasEntre = (inicio: string, fim: string) =>
  Math.round((Date.parse(`${fim}T00:00:00Z`) - Date.parse(`${inicio}T00:00:00Z`)) / 86_400_000);

/** fim on or after inicio, and at most EXPORTACAO_MAX_DIAS days in all (both ends included). */
function periodoValido(v: { inicio: string; fim: string }, ctx: z.RefinementCtx) {
  if (v.fim < v.inicio) ctx.addIssue({ code: 'custom', path: ['fim'], message: msg.dataFimAntesInicio });
  else if (diasEntre(v.inicio, v.fim) + 1 > EXPORTACAO_MAX_DIAS)
    ctx.addIssue({ code: 'custom', path: ['fim'], message: msg.periodoMuitoLongo });
}

/** The director's export form: a date range of at most 366 days. */
export const exportacaoForm = z.object({ inicio: dataIso, fim: dataIso }).superRefine(periodoValido);
export type ExportacaoForm = z.input<typeof exportacaoForm>;

/** `GET /api/presenca/exportar?inicio=&fim=[&idTurma=]`: CSV of the school's attendance, optionally of one class. */
export const exportacaoQuery = z
  .object({ inicio: dataIso, fim: dataIso, idTurma: z.uuid(msg.valorInvalido).optional() })
  .superRefine(periodoValido);
export type ExportacaoQuery = z.input<typeof exportacaoQuery>;
