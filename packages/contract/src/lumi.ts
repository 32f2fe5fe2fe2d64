import { z } from 'zod';
import { msg } from './messages';

/**
 * Lumi, the assistant. `POST /api/lunna-ia/chat?question=…&idDisc=…` answers `{html}` (the spec's call) plus
 * where the answer came from and, when Lumi will not answer on its own, the hand-off it offers.
 */
export const MAX_PERGUNTA = 1000;
export const MENSAGENS_LUMI_POR_PAGINA = 20;

/** The only markup an answer may carry (sanitised on the server; links only to screens of the app). */
export const TAGS_RESPOSTA_LUMI = ['p', 'h1', 'h2', 'br', 'a'] as const;

export const perguntaLumi = z
  .string({ error: msg.perguntaObrigatoria })
  .trim()
  .min(1, msg.perguntaObrigatoria)
  .max(MAX_PERGUNTA, msg.perguntaLonga);

/** The question as the form holds it (one schema for the form and the server). */
export const lumiForm = z.object({ question: perguntaLumi });
export type LumiForm = z.input<typeof lumiForm>;

/** Guardians name the child the question is about (the picker's child); staff ask about their classes. */
export const lumiChatQuery = z.object({
  question: perguntaLumi,
  idDisc: z.uuid(msg.valorInvalido).optional(),
});
export type LumiChatQuery = z.input<typeof lumiChatQuery>;

/** Where an answer came from: the screen of the app that shows it. */
export const fonteLumi = z.object({ titulo: z.string(), link: z.string() });
export type FonteLumi = z.infer<typeof fonteLumi>;

/**
 * Why Lumi handed the question over instead of answering: a health emergency, an injury or illness,
 * a custody matter, billing, or a question the family's data cannot answer.
 */
export const motivosEncaminhamento = ['emergencia', 'saude', 'custodia', 'financeiro', 'sem_dados'] as const;
export type MotivoEncaminhamento = (typeof motivosEncaminhamento)[number];

export const encaminhamentoLumi = z.object({
  motivo: z.enum(motivosEncaminhamento),
  /** The school's phone, when it has one. */
  telefoneEscola: z.string().nullable(),
  /** Lumi may raise a "needs attention" alert to the class educators once the guardian confirms. */
  podeAvisarEducadoras: z.boolean(),
  /** The alert raised from this answer, once confirmed. */
  idAlerta: z.string().nullable(),
});
export type EncaminhamentoLumi = z.infer<typeof encaminhamentoLumi>;

export const idiomasLumi = ['pt-BR', 'en', 'es', 'fr'] as const;
export type IdiomaLumi = (typeof idiomasLumi)[number];

/** One message of a conversation: the person's question (`texto`) or Lumi's answer (`html`). */
export const mensagemLumi = z.object({
  idMensagem: z.string(),
  autor: z.enum(['usuario', 'lumi']),
  texto: z.string().nullable(),
  html: z.string().nullable(),
  fontes: z.array(fonteLumi),
  encaminhamento: encaminhamentoLumi.nullable(),
  idioma: z.enum(idiomasLumi),
  criadoEm: z.string(),
});
export type MensagemLumi = z.infer<typeof mensagemLumi>;

/** The answer to a question: the spec's `html`, and the two messages as they are kept. */
export const respostaLumi = z.object({
  html: z.string(),
  pergunta: mensagemLumi,
  resposta: mensagemLumi,
});
export type RespostaLumi = z.infer<typeof respostaLumi>;

/** `GET /api/lunna-ia/conversa?idDisc=&antes=`: newest page first, each page oldest to newest. */
export const conversaLumiQuery = z.object({
  idDisc: z.uuid(msg.valorInvalido).optional(),
  antes: z.string().max(200).optional(),
});
export const conversaLumi = z.object({
  mensagens: z.array(mensagemLumi),
  maisAntigas: z.string().nullable(),
});
export type ConversaLumi = z.infer<typeof conversaLumi>;

/** `DELETE /api/lunna-ia/conversa?idDisc=`: the person clears their conversation about that child. */
export const limparConversaQuery = z.object({ idDisc: z.uuid(msg.valorInvalido).optional() });

/** `POST /api/lunna-ia/mensagem/{idMensagem}/avisar`: the guardian confirms Lumi's offer to alert the educators. */
export const idMensagemLumiParam = z.object({ idMensagem: z.uuid(msg.valorInvalido) });
export const avisoLumiRead = z.object({ idAlerta: z.string(), resposta: mensagemLumi });
export type AvisoLumiRead = z.infer<typeof avisoLumiRead>;
