import { z } from 'zod';
import { requiredText } from './fields';
import { msg } from './messages';

/** Spec section 9: two shifts and four notice themes (laranja-aviso is the default). */
export const periodos = ['Manhã', 'Tarde'] as const;
export const temas = ['rosa-aviso', 'laranja-aviso', 'azul-aviso', 'roxo-aviso'] as const;
export const TEMA_PADRAO = 'laranja-aviso' as const;
export const MAX_DISCENTES_POR_TURMA = 200;

export type Periodo = (typeof periodos)[number];
export type Tema = (typeof temas)[number];

export const periodo = z.enum(periodos, { error: msg.obrigatorio });
export const tema = z.enum(temas, { error: msg.valorInvalido });

/** Step 1 'Criando nova turma'. The shift select starts on its placeholder 'Turno' (value ''), which is refused. */
export const turmaForm = z.object({
  nomeTurma: requiredText(msg.obrigatorio, 80),
  tema,
  periodo,
});
export type TurmaForm = z.input<typeof turmaForm>;

/** The spec sends the chosen children as objects; only their `idDisc` is read. */
const discentesEscolhidos = z
  .array(z.object({ idDisc: z.uuid(msg.valorInvalido) }), { error: msg.valorInvalido })
  .max(MAX_DISCENTES_POR_TURMA, msg.quantidadeInvalida);

/**
 * `POST /api/turma`. `quantidadeAlunos` is accepted for the spec's client but always counted by the server.
 * An educator's children that are in none of her classes wait for the director (`turmaRead.discentesPendentes`).
 */
export const turmaPayload = turmaForm.extend({
  discentes: discentesEscolhidos,
  quantidadeAlunos: z.number().int().min(0).optional(),
});
export type TurmaPayload = z.input<typeof turmaPayload>;

/**
 * `PUT /api/turma/{idTurma}`: any part of the class; `pedagogos` (who teaches it) is the director's.
 * `discentes` is the whole list: for an educator, a child in none of her classes is asked of the director
 * (see `turmaRead.discentesPendentes`), and a pending child left out of the list is no longer asked for.
 */
export const turmaUpdatePayload = z
  .object({
    nomeTurma: requiredText(msg.obrigatorio, 80),
    tema,
    periodo,
    discentes: discentesEscolhidos,
    pedagogos: z.array(z.object({ idUsuario: z.uuid(msg.valorInvalido) })).max(20, msg.quantidadeInvalida),
  })
  .partial();
export type TurmaUpdatePayload = z.input<typeof turmaUpdatePayload>;

export const discenteResumo = z.object({
  idDisc: z.string(),
  nomeDisc: z.string(),
  imgDisc: z.string().nullable(),
  dataNasDisc: z.string(),
});
export type DiscenteResumo = z.infer<typeof discenteResumo>;

/**
 * A child in a class as read. Staff also get the badges the class list shows, so nobody has to open
 * each child card: `alergia` (the record names a food allergy or restriction) and `medicamento` (the
 * record names a medication). Guardians never receive them.
 */
export const discenteDaTurma = discenteResumo.extend({
  alergia: z.boolean().optional(),
  medicamento: z.boolean().optional(),
});
export type DiscenteDaTurma = z.infer<typeof discenteDaTurma>;

export const pessoaEquipe = z.object({
  idUsuario: z.string(),
  nome: z.string(),
  ftPerfil: z.string().nullable(),
});
export type PessoaEquipe = z.infer<typeof pessoaEquipe>;

export const turmaRead = z.object({
  idTurma: z.string(),
  nomeTurma: z.string(),
  periodo: z.enum(periodos),
  tema: z.enum(temas),
  quantidadeAlunos: z.number().int(),
  /** Staff see every child of the class; a guardian sees only their own children in it. */
  discentes: z.array(discenteDaTurma),
  pedagogos: z.array(pessoaEquipe),
  arquivada: z.boolean(),
  /**
   * Staff only: children an educator put in the class who are in none of her classes, waiting for the
   * director ('turma_discente' requests). They are not members: not counted, and their data stays closed
   * to the class's educators until the director approves.
   */
  discentesPendentes: z.array(discenteResumo).optional(),
});
export type TurmaRead = z.infer<typeof turmaRead>;

export const idTurmaParam = z.object({ idTurma: z.uuid() });
export const turmaListQuery = z.object({ arquivadas: z.enum(['true', 'false']).optional() });
