import { z } from 'zod';
import { optionalText } from './fields';
import { msg } from './messages';
import { MAX_DISCENTES_POR_TURMA } from './turma';

/** Memories: photos educators share with families. Several at once, each png/jpeg of at most 4 MB. */
export const MAX_FOTOS_POR_ENVIO = 10;
/** Sizes a memory photo is served in: the card's thumbnail, the lightbox image, and the download. */
export const tamanhosFoto = ['miniatura', 'tela', 'original'] as const;
export type TamanhoFoto = (typeof tamanhosFoto)[number];

/**
 * What a guardian may decide about a child (versioned: every decision is a new row). fotos_turma: the child may appear in photos shared with other families of the class; assistente_externo: Lumi may send the child's data to an external model (when one is configured).
 */
export const finalidadesConsentimento = ['fotos_turma', 'assistente_externo'] as const;
export type FinalidadeConsentimento = (typeof finalidadesConsentimento)[number];

/** Where a memory photo is read from (the access check is the memory's, not the file's). */
export const memoriaImagemPath = (idMemoria: string, tamanho: TamanhoFoto) =>
  `/api/memoria/${idMemoria}/imagem?tamanho=${tamanho}`;

export const MEMORIAS_POR_PAGINA = 12;
/** The multipart field holding the photos of one upload. */
export const CAMPO_FOTOS = 'fotos';

/** The upload form: description and the children who appear in the photos; the class comes from the page. */
export const memoriaForm = z
  .object({
    descricao: optionalText(500),
    idsDisc: z
      .array(z.uuid(msg.valorInvalido), { error: msg.valorInvalido })
      .max(MAX_DISCENTES_POR_TURMA, msg.quantidadeInvalida),
    /** Only the families of the tagged children see the photos (not the whole class). */
    somenteMarcados: z.boolean({ error: msg.valorInvalido }),
  })
  .refine((v) => !v.somenteMarcados || v.idsDisc.length > 0, {
    message: msg.marqueUmaCrianca,
    path: ['idsDisc'],
  });
export type MemoriaForm = z.input<typeof memoriaForm>;

/**
 * `POST /api/memoria` (multipart): the `body` field holds this JSON, the `fotos` field 1 to 10 photos.
 * Every photo becomes one memory with the same description and tags.
 */
export const memoriaPayload = z
  .object({
    idTurma: z.uuid(msg.valorInvalido),
    descricao: optionalText(500)
      .nullish()
      .transform((v) => (v ? v : null)),
    idsDisc: z
      .array(z.uuid(msg.valorInvalido), { error: msg.valorInvalido })
      .max(MAX_DISCENTES_POR_TURMA, msg.quantidadeInvalida)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    somenteMarcados: z.boolean({ error: msg.valorInvalido }).default(false),
  })
  .refine((v) => !v.somenteMarcados || v.idsDisc.length > 0, {
    message: msg.marqueUmaCrianca,
    path: ['idsDisc'],
  });
export type MemoriaPayload = z.input<typeof memoriaPayload>;

export const memoriaRead = z.object({
  idMemoria: z.string(),
  descricao: z.string().nullable(),
  criadoEm: z.string(),
  turma: z.object({ idTurma: z.string(), nomeTurma: z.string() }),
  pedagogo: z.object({ nome: z.string(), ftPerfil: z.string().nullable() }),
  largura: z.number().int(),
  altura: z.number().int(),
  somenteMarcados: z.boolean(),
  /** Staff: every child tagged. A guardian: only their own children among the tagged ones. */
  discentes: z.array(z.object({ idDisc: z.string(), nomeDisc: z.string() })),
  /** Guardian view: in the asking guardian's favourites. */
  favorito: z.boolean(),
  /** Staff view: a tagged child has no photo-sharing consent, so only that child's own family sees it. */
  reservada: z.boolean(),
  /** The author or the director may delete it. */
  podeExcluir: z.boolean(),
});
export type MemoriaRead = z.infer<typeof memoriaRead>;

/** Newest first by default ('Data' ticked); the cursor continues where the previous page ended. */
export const ordensMemoria = ['recentes', 'antigas'] as const;
export const memoriaListQuery = z.object({
  favoritos: z.enum(['true', 'false']).optional(),
  ordem: z.enum(ordensMemoria).default('recentes'),
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, msg.valorInvalido)
    .optional(),
});
export type MemoriaListQuery = z.input<typeof memoriaListQuery>;

export const memoriaList = z.object({ itens: z.array(memoriaRead), proximoCursor: z.string().nullable() });
export type MemoriaList = z.infer<typeof memoriaList>;

export const memoriaCreated = z.object({ itens: z.array(memoriaRead) });
export type MemoriaCreated = z.infer<typeof memoriaCreated>;

export const idMemoriaParam = z.object({ idMemoria: z.uuid() });
export const memoriaImagemQuery = z.object({ tamanho: z.enum(tamanhosFoto).default('tela') });
export const favoritoRead = z.object({ favorito: z.boolean() });

/** Staff upload screen: the class's children with their photo-sharing status. */
export const criancaMemoria = z.object({
  idDisc: z.string(),
  nomeDisc: z.string(),
  imgDisc: z.string().nullable(),
  fotosConsentidas: z.boolean(),
});
export type CriancaMemoria = z.infer<typeof criancaMemoria>;

/** One purpose of consent for one child: the asking guardian's latest decision and what applies. */
export const consentimentoRead = z.object({
  finalidade: z.enum(finalidadesConsentimento),
  /** The asking guardian's latest decision; null when they have not decided. */
  concedido: z.boolean().nullable(),
  decididoEm: z.string().nullable(),
  /** What applies: granted by a guardian and refused by none (no decision: not granted). */
  vigente: z.boolean(),
});
export type ConsentimentoRead = z.infer<typeof consentimentoRead>;

/** `PUT /api/discente/{idDisc}/consentimento`: a new decision (kept as history). */
export const consentimentoPayload = z.object({
  finalidade: z.enum(finalidadesConsentimento, { error: msg.valorInvalido }),
  concedido: z.boolean({ error: msg.obrigatorio }),
});
export type ConsentimentoPayload = z.input<typeof consentimentoPayload>;
