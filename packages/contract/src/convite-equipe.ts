import { z } from 'zod';
import { email, requiredText, senha } from './fields';
import { msg } from './messages';

/** Staff invitations: one link by e-mail, works once, expires after these days. */
export const CONVITE_EQUIPE_VALIDADE_DIAS = 7;

export const papeisEquipe = ['pedagogo', 'gestor'] as const;
export type PapelEquipe = (typeof papeisEquipe)[number];

/** The director's 'Convidar educador' form (`POST /api/gestor/equipe/convites`). */
export const conviteEquipeForm = z.object({
  nome: requiredText(msg.nomeObrigatorio, 120),
  email,
  papel: z.enum(papeisEquipe, { error: msg.papelEquipeInvalido }),
  /** Classes of the school the educator will teach. */
  turmaIds: z.array(z.uuid()).max(50).default([]),
});
export type ConviteEquipeForm = z.input<typeof conviteEquipeForm>;

/** A pending staff invitation as the director sees it. */
export const conviteEquipeRead = z.object({
  idConvite: z.string(),
  nome: z.string(),
  email: z.string(),
  papel: z.enum(papeisEquipe),
  turmaIds: z.array(z.string()),
  expiraEm: z.string(),
  criadoEm: z.string(),
});
export type ConviteEquipeRead = z.infer<typeof conviteEquipeRead>;

/** `GET /api/convite-equipe/{token}`: what the invited person sees before choosing a password. */
export const conviteEquipePeek = z.object({
  nomeEscola: z.string(),
  nome: z.string(),
  email: z.string(),
  papel: z.enum(papeisEquipe),
  expiraEm: z.string(),
});
export type ConviteEquipePeek = z.infer<typeof conviteEquipePeek>;

/** `POST /api/convite-equipe/{token}`: the new account's password (the e-mail is the invitation's). */
export const aceitarConviteEquipeForm = z
  .object({ senha, confirmarSenha: z.string().min(1, msg.senhaObrigatoria) })
  .refine((f) => f.senha === f.confirmarSenha, { path: ['confirmarSenha'], error: msg.senhasDiferentes });
export type AceitarConviteEquipeForm = z.input<typeof aceitarConviteEquipeForm>;

export const tokenConviteEquipeParam = z.object({ token: z.string().min(10).max(200) });

/** One staff member in the director's 'Equipe' list. */
export const membroEquipe = z.object({
  idUsuario: z.string(),
  nome: z.string(),
  email: z.string(),
  papel: z.enum(papeisEquipe),
  ativo: z.boolean(),
  desativadoEm: z.string().nullable(),
  turmas: z.array(z.object({ idTurma: z.string(), nomeTurma: z.string() })),
});
export type MembroEquipe = z.infer<typeof membroEquipe>;

/** `GET /api/gestor/equipe`. */
export const equipeGestor = z.object({
  membros: z.array(membroEquipe),
  convites: z.array(conviteEquipeRead),
});
export type EquipeGestor = z.infer<typeof equipeGestor>;

/** `PUT /api/gestor/equipe/{idUsuario}/turmas`: the classes an educator teaches (replaces the list). */
export const turmasEducadorPayload = z.object({ turmaIds: z.array(z.uuid()).max(50) });
export type TurmasEducadorPayload = z.infer<typeof turmasEducadorPayload>;

export const idUsuarioEquipeParam = z.object({ idUsuario: z.uuid() });
export const idConviteEquipeParam = z.object({ idConvite: z.uuid() });

/** `POST /api/convite-equipe/{token}`: the account exists; the person signs in on `/login` with this e-mail. */
export const conviteEquipeAceito = z.object({
  ok: z.literal(true),
  email: z.string(),
  nomeEscola: z.string(),
});
export type ConviteEquipeAceito = z.infer<typeof conviteEquipeAceito>;
