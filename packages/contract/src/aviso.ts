import { z } from 'zod';
import { requiredText } from './fields';
import { msg } from './messages';
import { temas } from './turma';

/** Spec section 9: the notice importance, lowest to highest. */
export const importancias = ['Normal', 'Atenção', 'Importante'] as const;
export type Importancia = (typeof importancias)[number];
export const importancia = z.enum(importancias, { error: msg.obrigatorio });

export const AVISOS_POR_PAGINA = 10;

/** Step 3 'Adicionar aviso': title, content and importance, all required. */
export const avisoForm = z.object({
  tituloAviso: requiredText(msg.obrigatorio, 120),
  conteudoAviso: requiredText(msg.obrigatorio, 4000),
  importancia,
});
export type AvisoForm = z.input<typeof avisoForm>;

/** `POST /api/aviso`: addressed to one class, or to the whole school (`idTurma: null`, the director only). */
export const avisoPayload = avisoForm.extend({ idTurma: z.uuid(msg.valorInvalido).nullable() });
export type AvisoPayload = z.input<typeof avisoPayload>;

export const avisoRecibos = z.object({
  destinatarios: z.number().int(),
  lidos: z.number().int(),
  /** Guardians who have not read (or, for 'Importante', not acknowledged) yet. */
  pendentes: z.array(z.object({ nome: z.string() })),
  /** An 'Importante' notice still unacknowledged by someone after the confirmation window. */
  atrasado: z.boolean(),
});

export const avisoRead = z.object({
  idAviso: z.string(),
  tituloAviso: z.string(),
  conteudoAviso: z.string(),
  importancia,
  criadoEm: z.string(),
  turma: z.object({ idTurma: z.string(), nomeTurma: z.string(), tema: z.enum(temas) }).nullable(),
  pedagogo: z.object({ nome: z.string(), ftPerfil: z.string().nullable() }),
  /** Guardian view: read (for 'Importante': acknowledged) by the asking guardian. */
  lido: z.boolean().optional(),
  /** Guardian view: an unacknowledged 'Importante' notice stays at the top. */
  fixado: z.boolean().optional(),
  /** Staff view: who has read it. */
  recibos: avisoRecibos.optional(),
});
export type AvisoRead = z.infer<typeof avisoRead>;

export const avisoListQuery = z.object({
  importancia: z.enum(importancias).optional(),
  naoLidos: z.enum(['true', 'false']).optional(),
  /** Guardian view: only the notices of this child's classes (and the whole school's). */
  idDisc: z.uuid().optional(),
  pagina: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AvisoListQuery = z.input<typeof avisoListQuery>;

export const avisoList = z.object({
  itens: z.array(avisoRead),
  total: z.number().int(),
  pagina: z.number().int(),
  porPagina: z.number().int(),
});
export type AvisoList = z.infer<typeof avisoList>;

export const idAvisoParam = z.object({ idAviso: z.uuid() });
/** `PUT /api/aviso/{idAviso}/leitura`: tick or untick 'Não Lido'. An acknowledged 'Importante' stays acknowledged. */
export const leituraPayload = z.object({ lido: z.boolean({ error: msg.obrigatorio }) });
