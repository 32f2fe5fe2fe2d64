import { z } from 'zod';
import { consentimentoRead } from './memoria';
import { msg } from './messages';

/*
 * The family's data rights (LGPD) in Configurações: who at the school read or changed a child's data,
 * consent per child (versioned), the export of everything about the guardian and their children, and
 * the school's retention periods.
 */

/* ----------------------------------------------------------------- Access log ----------------------------------------------------------------- */

/** What was read or changed, as the access log names it (the web translates each key). */
export const itensAcesso = [
  /** The educators' child card: health record, emergency contacts and pickup list together. */
  'ficha_crianca',
  'perfil',
  'historico_perfil',
  /** The child's allergies, checked against the menu. */
  'alergias',
  /** The child's diary with health entries (temperature, medication, incidents). */
  'diario_saude',
  'foto',
  'documento',
  'ficha_medica',
  'contatos_emergencia',
  'lista_busca',
  'responsaveis',
  'cadastro',
] as const;
export type ItemAcesso = (typeof itensAcesso)[number];

/** `GET /api/discente/{idDisc}/acessos?cursor=`: the next page after `proximoCursor`. */
export const acessoQuery = z.object({ cursor: z.string().max(200).optional() });

/** One read or change of a child's data by a member of the school's staff. */
export const acessoRead = z.object({
  idAcesso: z.string(),
  /** Who, by name as it is now. */
  nome: z.string(),
  papel: z.enum(['pedagogo', 'gestor']),
  tipo: z.enum(['leitura', 'alteracao']),
  item: z.enum(itensAcesso),
  quando: z.string(),
});
export type AcessoRead = z.infer<typeof acessoRead>;

/** Newest first. */
export const acessoList = z.object({ itens: z.array(acessoRead), proximoCursor: z.string().nullable() });
export type AcessoList = z.infer<typeof acessoList>;

/* ------------------------------------------------------------------ Consent ------------------------------------------------------------------ */

/** One decision of a guardian of the child (every decision is kept). */
export const consentimentoDecisao = z.object({
  concedido: z.boolean(),
  decididoEm: z.string(),
  /** The guardian who decided, by name. */
  nome: z.string(),
  /** True when the asking guardian made this decision. */
  proprio: z.boolean(),
});
export type ConsentimentoDecisao = z.infer<typeof consentimentoDecisao>;

/**
 * `GET /api/discente/{idDisc}/consentimento` (one per purpose) and the answer of `PUT`: the asking
 * guardian's latest decision, what applies, and the history of every guardian's decisions, newest first.
 */
export const consentimentoDetalhe = consentimentoRead.extend({ historico: z.array(consentimentoDecisao) });
export type ConsentimentoDetalhe = z.infer<typeof consentimentoDetalhe>;

/* ------------------------------------------------------------------ Export ------------------------------------------------------------------ */

/** Days a ready export stays downloadable. */
export const EXPORTACAO_DIAS = 7;

export const statusExportacao = ['pendente', 'pronta', 'falhou', 'expirada'] as const;
export type StatusExportacao = (typeof statusExportacao)[number];

export const exportacaoRead = z.object({
  idExportacao: z.string(),
  status: z.enum(statusExportacao),
  criadoEm: z.string(),
  prontaEm: z.string().nullable(),
  expiraEm: z.string().nullable(),
  tamanhoBytes: z.number().int().nullable(),
});
export type ExportacaoRead = z.infer<typeof exportacaoRead>;

/** The guardian's exports, newest first. */
export const exportacaoList = z.array(exportacaoRead);

export const idExportacaoParam = z.object({ id: z.uuid() });

/** Where the ZIP of an export is downloaded from. */
export const exportacaoArquivoPath = (idExportacao: string) =>
  `/api/privacidade/exportacao/${idExportacao}/arquivo`;

/* ----------------------------------------------------------------- Retention ----------------------------------------------------------------- */

export const RETENCAO_MIN_MESES = 6;
export const RETENCAO_MAX_MESES = 120;

const meses = z
  .number({ error: msg.retencaoMesesInvalido })
  .int({ error: msg.retencaoMesesInvalido })
  .min(RETENCAO_MIN_MESES, { error: msg.retencaoMesesInvalido })
  .max(RETENCAO_MAX_MESES, { error: msg.retencaoMesesInvalido });

/** `PUT /api/privacidade/retencao` (the director): months after which data is deleted. */
export const retencaoPayload = z.object({
  /** Attendance of a closed school year, counted from the end of that year. */
  presencaMeses: meses,
  /** Chat messages, counted from when they were sent. */
  chatMeses: meses,
  /**
   * The child's diary, counted from the entry's day; medication given and incidents also wait for the
   * attendance period. Absent: the school's current value stays.
   */
  diarioMeses: meses.optional(),
});
export type RetencaoPayload = z.input<typeof retencaoPayload>;

/** The retention form: numbers typed as text in the fields. */
export const retencaoForm = z.object({
  presencaMeses: z.coerce.number({ error: msg.retencaoMesesInvalido }).pipe(meses),
  chatMeses: z.coerce.number({ error: msg.retencaoMesesInvalido }).pipe(meses),
  diarioMeses: z.coerce.number({ error: msg.retencaoMesesInvalido }).pipe(meses),
});
export type RetencaoForm = z.input<typeof retencaoForm>;

export const execucaoRetencao = z.object({
  executadoEm: z.string(),
  presencasExcluidas: z.number().int(),
  mensagensExcluidas: z.number().int(),
  registrosDiarioExcluidos: z.number().int(),
});

/** `GET /api/privacidade/retencao`: the periods (defaults until the director changes them) and the last runs. */
export const retencaoRead = z.object({
  presencaMeses: z.number().int(),
  chatMeses: z.number().int(),
  diarioMeses: z.number().int(),
  alteradoEm: z.string().nullable(),
  execucoes: z.array(execucaoRetencao),
});
export type RetencaoRead = z.infer<typeof retencaoRead>;
