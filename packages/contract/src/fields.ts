import { z } from 'zod';
import { isValidCpf } from './cpf';
import { senhaFraca } from './forca-senha';
import { msg } from './messages';

/** Field rules shared by the forms (web) and the payloads (server), with the spec's messages. */

export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, msg.quantidadeInvalida);

export const optionalText = (max = 500) => z.string().trim().max(max, msg.quantidadeInvalida);

/** A string of exactly `length` digits; empty → `requiredMessage`, non-digits → `digitsMessage`. */
export const digits = (length: number, requiredMessage: string, digitsMessage: string = msg.apenasNumeros) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .regex(/^\d+$/, digitsMessage)
    .length(length, msg.quantidadeInvalida);

export const cpf = z
  .string({ error: msg.cpfObrigatorio })
  .trim()
  .min(1, msg.cpfObrigatorio)
  .max(14, msg.quantidadeInvalida)
  .refine(isValidCpf, msg.cpfInvalido);

export const email = z
  .string({ error: msg.emailObrigatorio })
  .trim()
  .min(1, msg.emailObrigatorio)
  .max(254, msg.emailInvalido)
  .pipe(z.email(msg.emailInvalido))
  .transform((v) => v.toLowerCase());

/** A new password (registration, reset, change, invitations): long enough and not easily guessed (forca-senha.ts). */
export const senha = z
  .string({ error: msg.senhaObrigatoria })
  .min(1, msg.senhaObrigatoria)
  .min(8, msg.senhaMinimo)
  .max(128, msg.quantidadeInvalida)
  .refine((v) => v.length < 8 || v.length > 128 || !senhaFraca(v), msg.senhaFraca);

export const uf = z
  .string({ error: msg.ufInvalida })
  .trim()
  .regex(/^[A-Za-z]{2}$/, msg.ufInvalida)
  .transform((v) => v.toUpperCase());

/** Decimal typed with a dot or a comma ("0,85", "12.5"). */
export const decimalText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d+([.,]\d+)?$/, message);

export const parseDecimal = (value: string): number => Number(value.replace(',', '.'));

export const yesNo = z.enum(['sim', 'nao'], { error: msg.obrigatorio });

/** A local time of day, 'HH:MM' (24 h). */
export const horario = z
  .string({ error: msg.horarioInvalido })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg.horarioInvalido);

/** A calendar date, 'YYYY-MM-DD', that exists. */
export const dataIso = z
  .string({ error: msg.dataInvalida })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg.dataInvalida)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, msg.dataInvalida);
