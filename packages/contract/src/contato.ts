import { z } from 'zod';
import { email, requiredText } from './fields';
import { msg } from './messages';

/** The public site's 'Fale conosco' form (`POST /api/contato`): web form and server payload alike. */

export const CONTATO_MAX_LINKS = 3;

/** Links in a text: `http(s)://…` or `www.…`. */
export const countLinks = (text: string): number => text.match(/\b(?:https?:\/\/|www\.)/gi)?.length ?? 0;

/** A Brazilian phone number typed any way ("(11) 98888-7777", "+55 11 98888 7777"): sent on as digits only. */
export const telefoneContato = z
  .string({ error: msg.telefoneObrigatorio })
  .transform((v) => v.replace(/[\s()+-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, msg.telefoneObrigatorio)
      .regex(/^\d+$/, msg.digiteApenasNumeros)
      .min(10, msg.telefoneInvalido)
      .max(13, msg.telefoneInvalido),
  );

export const contatoForm = z.object({
  nome: requiredText(msg.nomeObrigatorio, 120).min(3, msg.nomeCurto),
  telefone: telefoneContato,
  email,
  assunto: requiredText(msg.assuntoObrigatorio, 120),
  mensagem: requiredText(msg.mensagemObrigatoria, 4000)
    .min(10, msg.mensagemCurta)
    .refine((v) => countLinks(v) <= CONTATO_MAX_LINKS, msg.mensagemMuitosLinks),
  /** Honeypot: a field people never see (keep it hidden and `autocomplete="off"`); only bots fill it in. */
  website: z.string().optional(),
  /** When the form was rendered (`Date.now()`, ms): a submission seconds later is a bot's. */
  abertoEm: z.number().int().nonnegative().optional(),
});
export type ContatoForm = z.input<typeof contatoForm>;
export type ContatoPayload = z.output<typeof contatoForm>;

/** `protocolo`: a short reference to quote when writing again (the first 8 characters of the id). */
export const contatoResponse = z.object({ ok: z.literal(true), protocolo: z.string() });
export type ContatoResponse = z.infer<typeof contatoResponse>;
