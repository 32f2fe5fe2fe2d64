import { z } from 'zod';
import { isValidCnpj } from './cnpj';
import { email, optionalText, requiredText } from './fields';
import { msg } from './messages';
import { periodosPlano } from './plano';

/** The director's area ('Minha escola'): the school's data, subscription and families' links. */

/** `GET /api/gestor/escola`. */
export const escolaGestor = z.object({
  nome: z.string(),
  /** The code guardians type at registration. */
  codigo: z.string(),
  /** Registration link with the code filled in, to share with families. */
  linkCadastro: z.string(),
  cnpj: z.string().nullable(),
  telefone: z.string().nullable(),
  email: z.string().nullable(),
  endereco: z.string().nullable(),
  aprovarVinculos: z.boolean(),
});
export type EscolaGestor = z.infer<typeof escolaGestor>;

/** `PUT /api/gestor/escola`: the editable details. */
export const escolaGestorForm = z.object({
  nome: requiredText(msg.nomeEscolaObrigatorio, 120),
  cnpj: z
    .string()
    .trim()
    .max(18, msg.quantidadeInvalida)
    .refine((v) => v === '' || isValidCnpj(v), msg.cnpjInvalido),
  telefone: optionalText(20),
  email: z.union([z.literal(''), email]),
  endereco: optionalText(200),
  aprovarVinculos: z.boolean(),
});
export type EscolaGestorForm = z.input<typeof escolaGestorForm>;

export const reciboRead = z.object({
  idPagamento: z.string(),
  data: z.string(),
  nomePlan: z.string(),
  periodo: z.enum(periodosPlano),
  numeroAlunos: z.number().int(),
  valor: z.number(),
  provedor: z.enum(['sandbox', 'paypal']),
  /** The provider's capture reference. */
  referencia: z.string().nullable(),
});
export type ReciboRead = z.infer<typeof reciboRead>;

/** `GET /api/gestor/assinatura`. */
export const assinaturaGestor = z.object({
  plano: z
    .object({ id: z.string(), nomePlan: z.string(), alunosMax: z.number().int().nullable() })
    .nullable(),
  periodo: z.enum(periodosPlano).nullable(),
  pagoAte: z.string().nullable(),
  /** Children with at least one active guardian link. */
  alunosAtivos: z.number().int(),
  acimaDoLimite: z.boolean(),
  /** The plan to offer when over the limit. */
  proximoPlano: z.object({ id: z.string(), nomePlan: z.string() }).nullable(),
  recibos: z.array(reciboRead),
});
export type AssinaturaGestor = z.infer<typeof assinaturaGestor>;

/** One guardian ↔ child link as the director reviews it. */
export const vinculoGestor = z.object({
  idResp: z.string(),
  nomeResp: z.string(),
  emailResp: z.string(),
  idDisc: z.string(),
  nomeDisc: z.string(),
  parentesco: z.string().nullable(),
  status: z.enum(['ativo', 'pendente', 'suspenso']),
  criadoEm: z.string(),
});
export type VinculoGestor = z.infer<typeof vinculoGestor>;

export const vinculosQuery = z.object({ status: z.enum(['ativo', 'pendente', 'suspenso']).optional() });
export const vinculoParams = z.object({ idResp: z.uuid(), idDisc: z.uuid() });
