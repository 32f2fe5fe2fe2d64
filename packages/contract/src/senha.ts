import { z } from 'zod';
import { email, senha } from './fields';
import { msg } from './messages';

/** Password recovery: a 5-character code by e-mail (spec section 9), then a new password (min 8). */
export const CODIGO_LENGTH = 5;
export const codigo = z
  .string({ error: msg.codigoInvalido })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{5}$/, msg.codigoInvalido);

export const pedirCodigoPayload = z.object({ email });
export const verificarCodigoPayload = z.object({ email, codigo });
export const redefinirSenhaPayload = z
  .object({ email, codigo, senha, confirmarSenha: z.string().min(1, msg.senhaObrigatoria) })
  .refine((f) => f.senha === f.confirmarSenha, { path: ['confirmarSenha'], error: msg.senhasDiferentes });

export const novaSenhaForm = z
  .object({ senha, confirmarSenha: z.string().min(1, msg.senhaObrigatoria) })
  .refine((f) => f.senha === f.confirmarSenha, { path: ['confirmarSenha'], error: msg.senhasDiferentes });

/** The token from the confirmation link e-mailed at the end of registration. */
export const confirmarEmailPayload = z.object({ token: z.string().min(10).max(200) });
