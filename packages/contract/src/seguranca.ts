import { z } from 'zod';
import { msg } from './messages';

/** Configurações → segurança: two-factor sign-in (authenticator app, SMS), recovery codes, suspicious-login alert. */

export const metodoSegundoFator = z.enum(['totp', 'sms']);
export type MetodoSegundoFator = z.infer<typeof metodoSegundoFator>;

/** How many recovery codes a new set has. */
export const QUANTIDADE_CODIGOS_RECUPERACAO = 10;

/** A 6-digit code from the authenticator app or an SMS (spaces are ignored: apps show "123 456"). */
export const codigoSeisDigitos = z
  .string({ error: msg.codigoSeisDigitos })
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, msg.codigoSeisDigitos));

/** The password again, to confirm a sensitive change. */
export const senhaConfirmacao = z
  .string({ error: msg.senhaObrigatoria })
  .min(1, msg.senhaObrigatoria)
  .max(128, msg.quantidadeInvalida);

export const senhaConfirmacaoPayload = z.object({ senha: senhaConfirmacao });
export type SenhaConfirmacaoPayload = z.input<typeof senhaConfirmacaoPayload>;

/** `POST /api/sessao/reautenticar`: until when this session may do the guarded actions. */
export const reautenticacaoResponse = z.object({ validoAte: z.string() });
export type ReautenticacaoResponse = z.infer<typeof reautenticacaoResponse>;

export const codigoFatorPayload = z.object({ codigo: codigoSeisDigitos });
export type CodigoFatorPayload = z.input<typeof codigoFatorPayload>;

/**
 * A Brazilian mobile number with its area code (DDD): 11 digits (a 9 after the area code); punctuation and a leading +55
 * are accepted and dropped. Kept as digits only.
 */
export const celular = z
  .string({ error: msg.celularObrigatorio })
  .trim()
  .min(1, msg.celularObrigatorio)
  .transform((v) => {
    const d = v.replace(/\D/g, '');
    return (d.length === 12 || d.length === 13) && d.startsWith('55') ? d.slice(2) : d;
  })
  .pipe(z.string().regex(/^[1-9]{2}9\d{8}$/, msg.celularInvalido));

export const celularPayload = z.object({ celular });
export type CelularPayload = z.input<typeof celularPayload>;

export const alertaLoginPayload = z.object({ alertaLoginSuspeito: z.boolean() });
export type AlertaLoginPayload = z.infer<typeof alertaLoginPayload>;

/** The account's security state as Configurações shows it (the phone masked: only its last 4 digits). */
export const segurancaEstado = z.object({
  totpAtivo: z.boolean(),
  smsAtivo: z.boolean(),
  /** e.g. "(11) •••••-4321"; null when SMS is off. */
  celularMascarado: z.string().nullable(),
  /** Unused recovery codes left (0 when two-factor sign-in is off). */
  codigosRestantes: z.number().int(),
  alertaLoginSuspeito: z.boolean(),
});
export type SegurancaEstado = z.infer<typeof segurancaEstado>;

/** Starting the authenticator app: the secret for manual entry (base32) and the QR code of its otpauth:// URI. */
export const totpInicio = z.object({
  segredo: z.string(),
  /** An SVG image as a data: URL, drawn on the server (nothing leaves the machine). */
  qrCode: z.string(),
});
export type TotpInicio = z.infer<typeof totpInicio>;

/**
 * A method turned on. `codigosRecuperacao` comes only when it was the first method (two-factor sign-in
 * just turned on): the codes are shown this once and kept only as hashes.
 */
export const fatorAtivado = z.object({
  estado: segurancaEstado,
  codigosRecuperacao: z.array(z.string()).nullable(),
});
export type FatorAtivado = z.infer<typeof fatorAtivado>;

export const codigosRecuperacaoResponse = z.object({ codigosRecuperacao: z.array(z.string()) });
export type CodigosRecuperacaoResponse = z.infer<typeof codigosRecuperacaoResponse>;

/** The second step of sign-in: the challenge from the first step and a code (6 digits, or a recovery code). */
export const segundoFatorPayload = z.object({
  desafio: z
    .string({ error: msg.desafioExpirado })
    .min(10, msg.desafioExpirado)
    .max(200, msg.desafioExpirado),
  codigo: z
    .string({ error: msg.codigoSegundoFatorObrigatorio })
    .trim()
    .min(1, msg.codigoSegundoFatorObrigatorio)
    .max(40, msg.codigoSegundoFatorIncorreto),
});
export type SegundoFatorPayload = z.input<typeof segundoFatorPayload>;

export const desafioPayload = z.object({
  desafio: z
    .string({ error: msg.desafioExpirado })
    .min(10, msg.desafioExpirado)
    .max(200, msg.desafioExpirado),
});
export type DesafioPayload = z.input<typeof desafioPayload>;

/** The first step's answer when the account has two-factor sign-in: no session yet, a challenge to answer. */
export const segundoFatorResponse = z.object({
  segundoFator: z.object({ desafio: z.string(), metodos: z.array(metodoSegundoFator) }),
});
export type SegundoFatorResponse = z.infer<typeof segundoFatorResponse>;
