import { z } from 'zod';
import { dataIso, requiredText } from './fields';
import { msg } from './messages';
import { coresCartao } from './rotina';

/** Polls: spec section 9, four options per question. */
export const OPCOES_POR_ENQUETE = 4;

/**
 * A poll's period is in school dates, both ends included: `agendada` before `inicio`, `aberta` from `inicio`
 * to `fim`, `encerrada` after `fim`.
 */
export const situacoesEnquete = ['agendada', 'aberta', 'encerrada'] as const;
export type SituacaoEnquete = (typeof situacoesEnquete)[number];

/** The educator's form: a question, exactly four options, the period and an optional card colour. */
const enqueteFields = z.object({
  pergunta: requiredText(msg.obrigatorio, 300),
  opcoes: z
    .array(requiredText(msg.obrigatorio, 120), { error: msg.enqueteQuatroOpcoes })
    .length(OPCOES_POR_ENQUETE, msg.enqueteQuatroOpcoes),
  inicio: dataIso,
  fim: dataIso,
  cor: z.enum(coresCartao, { error: msg.valorInvalido }).nullable().default(null),
});
const periodoValido = { path: ['fim'], message: msg.dataFimAntesInicio };

export const enqueteForm = enqueteFields.refine((v) => v.fim >= v.inicio, periodoValido);
export type EnqueteForm = z.input<typeof enqueteForm>;

/** `POST /api/enquete`: a poll for one class. */
export const enquetePayload = enqueteFields
  .extend({ idTurma: z.uuid(msg.obrigatorio) })
  .refine((v) => v.fim >= v.inicio, periodoValido);
export type EnquetePayload = z.input<typeof enquetePayload>;

export const enqueteRead = z.object({
  idEnquete: z.string(),
  idTurma: z.string(),
  nomeTurma: z.string(),
  pergunta: z.string(),
  inicio: z.string(),
  fim: z.string(),
  cor: z.enum(coresCartao).nullable(),
  situacao: z.enum(situacoesEnquete),
  pedagogo: z.object({ nome: z.string(), ftPerfil: z.string().nullable() }),
  /** `votos` is null while the asker may not see results (a guardian before voting for this child, while open). */
  opcoes: z.array(z.object({ idOpcao: z.string(), texto: z.string(), votos: z.number().int().nullable() })),
  totalVotos: z.number().int().nullable(),
  /** Guardian view: this child's vote (any of its guardians may have cast it). */
  meuVoto: z.string().nullable(),
  /** Guardian view: the poll is open, so this child's vote can be cast or changed. */
  podeVotar: z.boolean(),
  /** Staff view: the author and the director may delete it. */
  podeExcluir: z.boolean(),
});
export type EnqueteRead = z.infer<typeof enqueteRead>;

/** `passadas=true`: closed polls (with results). Otherwise the open ones (staff also see those scheduled). */
export const enqueteListQuery = z.object({
  passadas: z.enum(['true', 'false']).optional(),
  /** Staff: only this class. */
  idTurma: z.uuid().optional(),
});
export type EnqueteListQuery = z.input<typeof enqueteListQuery>;

export const enqueteList = z.object({ itens: z.array(enqueteRead) });
export type EnqueteList = z.infer<typeof enqueteList>;

/** `PUT /api/enquete/{idEnquete}/voto`: the child's single vote; sending it again replaces it while the poll is open. */
export const votoPayload = z.object({ idDisc: z.uuid(msg.obrigatorio), idOpcao: z.uuid(msg.opcaoInvalida) });
export type VotoPayload = z.infer<typeof votoPayload>;

export const idEnqueteParam = z.object({ idEnquete: z.uuid() });
