import { z } from 'zod';
import { dataIso, requiredText } from './fields';
import { tiposAtividade } from './atividade-tipos';
import { msg } from './messages';

/** Spec section 9: five developed-point categories, each with its colour class, in the spec's order. */
export const pontosDesenvolvidos = [
  'coordenacao_motora',
  'autoestima',
  'autoconfianca',
  'criatividade_expressao',
  'ritmo_musicas',
] as const;
export type PontoDesenvolvido = (typeof pontosDesenvolvidos)[number];
export const corPonto: Record<PontoDesenvolvido, 'purple' | 'pink' | 'pinkWhite' | 'blue' | 'yellow'> = {
  coordenacao_motora: 'purple',
  autoestima: 'pink',
  autoconfianca: 'pinkWhite',
  criatividade_expressao: 'blue',
  ritmo_musicas: 'yellow',
};

export const tipoAtividade = z.enum(tiposAtividade, { error: msg.tipoAtividadeInvalido });
export const pontoDesenvolvido = z.enum(pontosDesenvolvidos, { error: msg.pontoInvalido });

export const ATIVIDADES_POR_PAGINA = 9;

/**
 * The educator's form: date, kind, title, description and the developed points (at least one, each once).
 * The optional photo travels beside it as the multipart file `imagem`.
 */
export const atividadeForm = z.object({
  data: dataIso,
  tipo: tipoAtividade,
  tituloAtv: requiredText(msg.obrigatorio, 120),
  descricaoAtv: requiredText(msg.obrigatorio, 2000),
  pontos: z
    .array(pontoDesenvolvido, { error: msg.obrigatorio })
    .min(1, msg.obrigatorio)
    .max(pontosDesenvolvidos.length, msg.pontoInvalido)
    .refine((list) => new Set(list).size === list.length, msg.pontoInvalido),
});
export type AtividadeForm = z.input<typeof atividadeForm>;

/** `POST /api/atividade`: multipart, field `body` holds this JSON, optional file `imagem` (png/jpeg ≤ 4 MB). */
export const atividadePayload = atividadeForm.extend({ idTurma: z.uuid(msg.obrigatorio) });
export type AtividadePayload = z.input<typeof atividadePayload>;

export const atividadeRead = z.object({
  idAtividade: z.string(),
  idTurma: z.string(),
  nomeTurma: z.string(),
  data: z.string(),
  tipo: z.enum(tiposAtividade),
  tituloAtv: z.string(),
  descricaoAtv: z.string(),
  pontos: z.array(z.enum(pontosDesenvolvidos)),
  /** Path of the access-checked photo (`/api/atividade/{id}/imagem`), or null: the screen draws an illustration of the kind. */
  imagem: z.string().nullable(),
  criadoEm: z.string(),
  pedagogo: z.object({ nome: z.string(), ftPerfil: z.string().nullable() }),
  /** Staff view: the author and the director may delete it. */
  podeExcluir: z.boolean(),
});
export type AtividadeRead = z.infer<typeof atividadeRead>;

/** Newest first; `cursor` is the opaque `proximoCursor` of the previous page. */
export const atividadeListQuery = z.object({
  tipo: z.enum(tiposAtividade, { error: msg.tipoAtividadeInvalido }).optional(),
  cursor: z.string().max(200).optional(),
  /** Staff: only this class. */
  idTurma: z.uuid().optional(),
});
export type AtividadeListQuery = z.input<typeof atividadeListQuery>;

export const atividadeList = z.object({
  itens: z.array(atividadeRead),
  proximoCursor: z.string().nullable(),
});
export type AtividadeList = z.infer<typeof atividadeList>;

export const idAtividadeParam = z.object({ idAtividade: z.uuid() });
