import { z } from 'zod';
import { cpf, dataIso, requiredText } from './fields';
import { msg } from './messages';

/**
 * 'Quem pode buscar meu filho na creche': a person a guardian allows to pick the child up, permanently
 * (`dataInicio` and `dataFim` null) or on a date range (a single day when both are the same date).
 */
export const autorizadoBuscaForm = z
  .object({
    nome: requiredText(msg.nomeObrigatorio, 120),
    rg: requiredText(msg.rgObrigatorio, 20),
    cpf,
    parentesco: requiredText(msg.parentescoObrigatorio, 60),
    telefone: z
      .string({ error: msg.telefoneObrigatorio })
      .trim()
      .min(1, msg.telefoneObrigatorio)
      .regex(/^[\d\s()+-]+$/, msg.digiteApenasNumeros)
      .transform((v) => v.replace(/\D/g, ''))
      .pipe(z.string().min(10, msg.telefoneInvalido).max(13, msg.telefoneInvalido)),
    temporario: z.boolean(),
    dataInicio: dataIso.nullable(),
    dataFim: dataIso.nullable(),
  })
  .superRefine((v, ctx) => {
    if (!v.temporario) return;
    if (!v.dataInicio) ctx.addIssue({ code: 'custom', path: ['dataInicio'], message: msg.dataInvalida });
    if (!v.dataFim) ctx.addIssue({ code: 'custom', path: ['dataFim'], message: msg.dataInvalida });
    if (v.dataInicio && v.dataFim && v.dataFim < v.dataInicio)
      ctx.addIssue({ code: 'custom', path: ['dataFim'], message: msg.dataFimAntesInicio });
  })
  .transform((v) => ({
    ...v,
    cpf: v.cpf.replace(/\D/g, ''),
    dataInicio: v.temporario ? v.dataInicio : null,
    dataFim: v.temporario ? v.dataFim : null,
  }));
export type AutorizadoBuscaForm = z.input<typeof autorizadoBuscaForm>;

/** The custody restriction the director records: this person may not pick the child up. */
export const restricaoCustodiaForm = z.object({
  nome: requiredText(msg.nomeObrigatorio, 120),
  cpf: cpf.transform((v) => v.replace(/\D/g, '')),
  motivo: requiredText(msg.motivoObrigatorio, 500),
});
export type RestricaoCustodiaForm = z.input<typeof restricaoCustodiaForm>;

/** Who may take the child at check-out (or bring it at check-in) today. */
export const pessoaBusca = z.object({
  tipo: z.enum(['responsavel', 'autorizado']),
  /** The guardian's `idResp` or the authorised person's `idAutorizado`. */
  id: z.string(),
  nome: z.string(),
  parentesco: z.string().nullable(),
  foto: z.string().nullable(),
  /** Who authorised this person (null for a guardian, or when that account no longer exists). */
  autorizadoPor: z.object({ nome: z.string() }).nullable(),
  /** The last day the authorisation is valid ('YYYY-MM-DD'), or null: a guardian or a permanent authorisation. */
  ate: z.string().nullable(),
});
export type PessoaBusca = z.infer<typeof pessoaBusca>;

export const idAutorizadoParam = z.object({ idAutorizado: z.uuid() });
export const idRestricaoParam = z.object({ idRestricao: z.uuid() });

/** Who did something, by name as it is now (null when that account no longer exists). */
const autor = z.object({ nome: z.string() }).nullable();

/** A guardian of the child, as the pickup list shows them. */
export const responsavelQueBusca = z.object({
  idResp: z.string(),
  nome: z.string(),
  parentesco: z.string().nullable(),
  foto: z.string().nullable(),
  /** Staff only: a custody restriction matches this guardian's CPF. */
  impedido: z.boolean().optional(),
  /** The school has suspended this guardian's pickups (never why): they may not pick the child up. */
  suspenso: z.boolean(),
});
export type ResponsavelQueBusca = z.infer<typeof responsavelQueBusca>;

export const autorizadoRead = z.object({
  idAutorizado: z.string(),
  nome: z.string(),
  rg: z.string(),
  /** Digits only. */
  cpf: z.string(),
  parentesco: z.string(),
  /** Digits only. */
  telefone: z.string(),
  foto: z.string().nullable(),
  temporario: z.boolean(),
  dataInicio: z.string().nullable(),
  dataFim: z.string().nullable(),
  /** May pick the child up today (the school's date): in its dates and not suspended. */
  ativoHoje: z.boolean(),
  /**
   * The school has suspended this authorisation (never why): a custody restriction on the person, or on
   * the guardian who authorised them. It counts on no day until the school lifts it.
   */
  suspenso: z.boolean(),
  /** A temporary authorisation whose last day has passed (kept on the list for a while, to reuse). */
  encerrado: z.boolean(),
  criadoPor: autor,
  criadoEm: z.string(),
  /** Staff only: a custody restriction matches this person's CPF, so they cannot pick the child up. */
  impedido: z.boolean().optional(),
});
export type AutorizadoRead = z.infer<typeof autorizadoRead>;

/** A custody restriction as staff see it (guardians never do). */
export const restricaoRead = z.object({
  idRestricao: z.string(),
  nome: z.string(),
  /** Digits only. */
  cpf: z.string(),
  motivo: z.string(),
  criadoEm: z.string(),
  criadoPor: autor,
});
export type RestricaoRead = z.infer<typeof restricaoRead>;

/** `GET /api/discente/{idDisc}/autorizados`: `restricoes` only in answers to staff. */
export const autorizadosDaCrianca = z.object({
  /** The school's date today ('YYYY-MM-DD'), which `ativoHoje` refers to. */
  hoje: z.string(),
  responsaveis: z.array(responsavelQueBusca),
  autorizados: z.array(autorizadoRead),
  restricoes: z.array(restricaoRead).optional(),
  /** Whether the person asking may add, change or remove people (a guardian the school has not barred). */
  podeAlterar: z.boolean(),
});
export type AutorizadosDaCrianca = z.infer<typeof autorizadosDaCrianca>;

/** One change to the pickup list (or, for staff, to the custody restrictions), newest first. */
export const historicoAutorizado = z.object({
  idHistorico: z.string(),
  entidade: z.enum(['autorizado_busca', 'restricao_custodia']),
  acao: z.enum(['criado', 'alterado', 'removido']),
  criadoEm: z.string(),
  autor,
  /** The person the change is about. */
  nome: z.string(),
  parentesco: z.string().nullable(),
  temporario: z.boolean(),
  dataInicio: z.string().nullable(),
  dataFim: z.string().nullable(),
  /** For 'alterado': the fields that changed (nome, rg, cpf, parentesco, telefone, datas, foto). */
  campos: z.array(z.string()),
});
export type HistoricoAutorizado = z.infer<typeof historicoAutorizado>;
export const historicoAutorizados = z.array(historicoAutorizado);
