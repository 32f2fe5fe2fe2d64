import { z } from 'zod';
import { formatCpf } from './cpf';
import { cpf, optionalText } from './fields';

/**
 * Requests the school's director confirms: a child a guardian added after registration joining the
 * school ('novo_discente'), a change of the guardian's CPF ('cpf_responsavel'), and a child an educator
 * put in her class although it is in none of her classes ('turma_discente'; until the director approves,
 * the child is not in the class and its data stays closed to her).
 */
export const tiposSolicitacao = ['novo_discente', 'cpf_responsavel', 'turma_discente'] as const;
export type TipoSolicitacao = (typeof tiposSolicitacao)[number];
export const statusSolicitacao = ['pendente', 'aprovada', 'recusada'] as const;
export type StatusSolicitacao = (typeof statusSolicitacao)[number];

/** A child added after registration stays 'pendente' (family only) until the director approves it. */
export const situacoesDiscente = ['ativo', 'pendente'] as const;
export type SituacaoDiscente = (typeof situacoesDiscente)[number];

/** 'Alterar CPF' form on the guardian's own data. */
export const alteracaoCpfForm = z.object({ cpfResp: cpf });
export type AlteracaoCpfForm = z.input<typeof alteracaoCpfForm>;

/** `POST /api/responsavel/cpf`: the new CPF, stored as 000.000.000-00. */
export const alteracaoCpfPayload = z.object({ cpfResp: cpf.transform(formatCpf) });
export type AlteracaoCpfPayload = z.input<typeof alteracaoCpfPayload>;

/** `POST /api/solicitacao/{id}/recusar`: an optional short reason, shown to the guardian. */
export const recusaPayload = z.object({ motivo: optionalText(300).optional() });
export type RecusaPayload = z.input<typeof recusaPayload>;

export const idSolicitacaoParam = z.object({ idSolicitacao: z.uuid() });

/** A request with what the director needs to decide it, and what the guardian sees of its state. */
export const solicitacaoRead = z.object({
  idSolicitacao: z.string(),
  tipo: z.enum(tiposSolicitacao),
  status: z.enum(statusSolicitacao),
  /** ISO instants. */
  criadoEm: z.string(),
  decididoEm: z.string().nullable(),
  /** Who decided, by name as it is now (null while pending or when that account is gone). */
  decididoPor: z.object({ nome: z.string() }).nullable(),
  /** The reason given with a refusal, if any. */
  motivo: z.string().nullable(),
  /** The guardian who asked ('novo_discente', 'cpf_responsavel'); null for an educator's 'turma_discente'. */
  responsavel: z
    .object({ idResp: z.string(), nomeResp: z.string(), ftPerfilResp: z.string().nullable() })
    .nullable(),
  /**
   * 'novo_discente' and 'turma_discente': the child (for 'novo_discente', `idDisc` and photo are null
   * once a refusal removed it).
   */
  discente: z
    .object({
      idDisc: z.string().nullable(),
      nomeDisc: z.string(),
      dataNasDisc: z.string(),
      imgDisc: z.string().nullable(),
    })
    .nullable(),
  /** 'cpf_responsavel': the CPF when it was asked, and the one asked for. */
  cpf: z.object({ cpfAtual: z.string(), cpfNovo: z.string() }).nullable(),
  /** 'turma_discente': the class the child would join. */
  turma: z.object({ idTurma: z.string(), nomeTurma: z.string() }).nullable(),
  /** 'turma_discente': the educator who asked (null when that account is gone). */
  solicitante: z.object({ nome: z.string(), ftPerfil: z.string().nullable() }).nullable(),
});
export type SolicitacaoRead = z.infer<typeof solicitacaoRead>;
export const solicitacaoList = z.array(solicitacaoRead);
