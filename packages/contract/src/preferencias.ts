import { z } from 'zod';
import { msg } from './messages';
import { papel } from './responsavel';

/** Schemas of Configurações (preferencias): language and accessibility kept on the account, and problem reports. */

/** The portal's languages (the same four as the public site). */
export const idiomas = ['pt-BR', 'en', 'es', 'fr'] as const;
export type Idioma = (typeof idiomas)[number];

/** The spec's defaults: today's text size and colours exactly. */
export const TAMANHO_FONTE_PADRAO = 36;
export const CONTRASTE_PADRAO = 60;

const escala = z
  .number({ error: msg.valorEscalaInvalido })
  .int(msg.valorEscalaInvalido)
  .min(0, msg.valorEscalaInvalido)
  .max(100, msg.valorEscalaInvalido);

/** `GET /api/preferencias`: language, text size (0–100) and contrast (0–100) of the signed-in user. */
export const preferenciasConta = z.object({
  idioma: z.enum(idiomas, { error: msg.idiomaInvalido }),
  tamanhoFonte: escala,
  contraste: escala,
});
export type PreferenciasConta = z.infer<typeof preferenciasConta>;

/** `PUT /api/preferencias`: any of the three; what is left out stays as it is. */
export const preferenciasContaPayload = preferenciasConta.partial().strict();
export type PreferenciasContaPayload = z.infer<typeof preferenciasContaPayload>;

export const DESCRICAO_PROBLEMA_MIN = 10;
export const DESCRICAO_PROBLEMA_MAX = 2000;
export const PAGINA_PROBLEMA_MAX = 300;

/** 'Reportar problema' (`POST /api/problema`): what went wrong, and the page it happened on. */
export const relatoProblemaPayload = z.object({
  descricao: z
    .string({ error: msg.descricaoProblemaObrigatoria })
    .trim()
    .min(1, msg.descricaoProblemaObrigatoria)
    .min(DESCRICAO_PROBLEMA_MIN, msg.descricaoProblemaCurta)
    .max(DESCRICAO_PROBLEMA_MAX, msg.descricaoProblemaLonga),
  pagina: z
    .string({ error: msg.paginaObrigatoria })
    .trim()
    .min(1, msg.paginaObrigatoria)
    .max(PAGINA_PROBLEMA_MAX, msg.quantidadeInvalida),
});
export type RelatoProblemaForm = z.input<typeof relatoProblemaPayload>;
export type RelatoProblemaPayload = z.output<typeof relatoProblemaPayload>;

export const relatoProblemaCreated = z.object({ idRelato: z.string(), criadoEm: z.string() });
export type RelatoProblemaCreated = z.infer<typeof relatoProblemaCreated>;

/** A report as the school's director reads it; `autor` is null once the account was deleted. */
export const relatoProblemaRead = z.object({
  idRelato: z.string(),
  descricao: z.string(),
  pagina: z.string(),
  autor: z.object({ nome: z.string(), papel }).nullable(),
  criadoEm: z.string(),
});
export type RelatoProblemaRead = z.infer<typeof relatoProblemaRead>;

export const relatosProblemaList = z.object({ itens: z.array(relatoProblemaRead) });
export type RelatosProblemaList = z.infer<typeof relatosProblemaList>;
