import { z } from 'zod';
import { email, senha } from './fields';
import { msg } from './messages';
import { papel } from './responsavel';

/**
 * Configurações → account: the sign-in e-mail (changed only after a code sent to the new address),
 * the user ID (a unique public handle), the password, the sessions, and deleting the account.
 */

/* ------------------------------------------------------------------ User ID ------------------------------------------------------------------ */

export const ID_USUARIO_MIN = 3;
export const ID_USUARIO_MAX = 30;

/** Handles nobody may take: they could pass for the school, the platform or its support. */
export const idUsuariosReservados = [
  'admin',
  'administrador',
  'administrator',
  'lunna',
  'suporte',
  'support',
  'ajuda',
  'help',
  'root',
  'sistema',
  'system',
  'seguranca',
  'security',
  'moderador',
  'oficial',
  'contato',
  'api',
  'null',
  'undefined',
] as const;

export const isIdUsuarioReservado = (value: string): boolean =>
  (idUsuariosReservados as readonly string[]).includes(value) ||
  value.startsWith('lunna.') ||
  value.startsWith('lunna_');

/** 3–30 characters: lower-case letters, digits, '.' and '_', starting with a letter; not a reserved word. */
export const idUsuario = z
  .string({ error: msg.idUsuarioObrigatorio })
  .trim()
  .toLowerCase()
  .min(1, msg.idUsuarioObrigatorio)
  .min(ID_USUARIO_MIN, msg.idUsuarioCurto)
  .max(ID_USUARIO_MAX, msg.idUsuarioLongo)
  .regex(/^[a-z0-9._]+$/, msg.idUsuarioCaracteres)
  .regex(/^[a-z]/, msg.idUsuarioInicio)
  .refine((v) => !isIdUsuarioReservado(v), msg.idUsuarioReservado);

/** `GET /api/conta/id-usuario/disponivel?idUsuario=`: the raw text as typed (the answer explains what is wrong). */
export const idUsuarioDisponivelQuery = z.object({ idUsuario: z.string().max(100) });
export const idUsuarioDisponivel = z.object({
  disponivel: z.boolean(),
  /** Why not: a message of `msg` (format, reserved, in use). */
  motivo: z.string().optional(),
});
export type IdUsuarioDisponivel = z.infer<typeof idUsuarioDisponivel>;

export const idUsuarioPayload = z.object({ idUsuario });
export type IdUsuarioPayload = z.input<typeof idUsuarioPayload>;

/* ------------------------------------------------------------------ Account ------------------------------------------------------------------ */

/** `GET /api/conta`. */
export const contaRead = z.object({
  email: z.string(),
  /** Null for an account created before user IDs existed and not given one yet. */
  idUsuario: z.string().nullable(),
  papel,
  nome: z.string(),
  /** A pending e-mail change: the new address, masked ('jo***@ex***.com'), or null. */
  emailPendente: z.string().nullable(),
});
export type ContaRead = z.infer<typeof contaRead>;

const senhaInformada = z
  .string({ error: msg.senhaObrigatoria })
  .min(1, msg.senhaObrigatoria)
  .max(128, msg.quantidadeInvalida);

/* ------------------------------------------------------------------ E-mail ------------------------------------------------------------------ */

/** The verification code sent to the new address: 6 digits. */
export const CODIGO_EMAIL_LENGTH = 6;

export const alterarEmailPayload = z.object({ novoEmail: email, senha: senhaInformada });
export type AlterarEmailPayload = z.input<typeof alterarEmailPayload>;

export const confirmarEmailCodigoPayload = z.object({
  codigo: z
    .string({ error: msg.codigoEmailInvalido })
    .trim()
    .regex(/^\d{6}$/, msg.codigoEmailInvalido),
});
export type ConfirmarEmailCodigoPayload = z.input<typeof confirmarEmailCodigoPayload>;

/* ------------------------------------------------------------------ Password ------------------------------------------------------------------ */

/** The new password follows registration's rules and messages. */
export const alterarSenhaPayload = z
  .object({
    senhaAtual: senhaInformada,
    novaSenha: senha,
    confirmarSenha: z.string({ error: msg.senhaObrigatoria }).min(1, msg.senhaObrigatoria),
  })
  .refine((f) => f.novaSenha === f.confirmarSenha, { path: ['confirmarSenha'], error: msg.senhasDiferentes })
  .refine((f) => f.novaSenha !== f.senhaAtual, { path: ['novaSenha'], error: msg.novaSenhaIgualAtual });
export type AlterarSenhaPayload = z.input<typeof alterarSenhaPayload>;

/* ------------------------------------------------------------------ Sessions ------------------------------------------------------------------ */

export const tiposDispositivo = ['computador', 'celular', 'tablet', 'outro'] as const;
export type TipoDispositivo = (typeof tiposDispositivo)[number];

export const sessaoItem = z.object({
  idSessao: z.string(),
  /** 'Chrome 140', or null when the browser did not say. */
  navegador: z.string().nullable(),
  /** 'Android 15', 'Windows 10'… or null. */
  sistema: z.string().nullable(),
  dispositivo: z.enum(tiposDispositivo),
  /** `msg.localRedeLocal` or `msg.localDesconhecido` (no geolocation database is shipped). */
  local: z.string(),
  criadaEm: z.string(),
  ultimoUso: z.string(),
  /** The session asking. */
  atual: z.boolean(),
});
export type SessaoItem = z.infer<typeof sessaoItem>;

export const sessaoList = z.object({ sessoes: z.array(sessaoItem) });
export type SessaoList = z.infer<typeof sessaoList>;

export const idSessaoParam = z.object({ idSessao: z.uuid() });

export const sessoesEncerradas = z.object({ encerradas: z.number().int() });

/* ------------------------------------------------------------------ Delete account ------------------------------------------------------------------ */

export const excluirContaPayload = z.object({ senha: senhaInformada });
export type ExcluirContaPayload = z.input<typeof excluirContaPayload>;

export const contaExcluida = z.object({
  ok: z.literal(true),
  /** Children erased with the account (no other guardian remained). */
  discentesExcluidos: z.number().int(),
  /** Children kept for their other guardian(s). */
  discentesMantidos: z.number().int(),
});
export type ContaExcluida = z.infer<typeof contaExcluida>;
