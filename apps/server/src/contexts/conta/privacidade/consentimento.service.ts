import {
  finalidadesConsentimento,
  type ConsentimentoDetalhe,
  type FinalidadeConsentimento,
  type consentimentoPayload,
} from '@lunna/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { auditRepository } from '../../../platform/audit/audit.repository';
import { consentimentoRepository } from './consentimento.repository';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

/** What the audit log calls each decision (the photo ones predate the assistant). */
const ACAO: Record<FinalidadeConsentimento, { sim: string; nao: string }> = {
  fotos_turma: { sim: 'consentimento_fotos_concedido', nao: 'consentimento_fotos_recusado' },
  assistente_externo: { sim: 'consentimento_assistente_concedido', nao: 'consentimento_assistente_recusado' },
};

/**
 * Whether consent for `finalidade` applies to a child now: granted by a current guardian and refused by
 * none; without any decision, false. The rest of the product asks this before acting:
 * - 'fotos_turma': memories' visibility (memoria.visibility.ts, the same rule in SQL) hides photos of a
 *   child without it from other families.
 * - 'assistente_externo': the assistant (Lumi, not built yet) MUST call this for every child whose data it
 *   would send to an external model, and send nothing about a child for whom it is false.
 */
export function consentimentoAtual(
  db: DbOrTx,
  discenteId: string,
  finalidade: FinalidadeConsentimento,
): Promise<boolean> {
  return consentimentoRepository.vigente(db, discenteId, finalidade);
}

async function detalhes(db: DbOrTx, actor: Actor, discenteId: string): Promise<ConsentimentoDetalhe[]> {
  const decisoes = await consentimentoRepository.decisoes(db, discenteId);
  return Promise.all(
    finalidadesConsentimento.map(async (finalidade) => {
      const desta = decisoes.filter((d) => d.finalidade === finalidade);
      const minha = desta.find((d) => d.usuarioId === actor.usuarioId);
      return {
        finalidade,
        concedido: minha?.concedido ?? null,
        decididoEm: minha ? minha.createdAt.toISOString() : null,
        vigente: await consentimentoRepository.vigente(db, discenteId, finalidade),
        historico: desta.map((d) => ({
          concedido: d.concedido,
          decididoEm: d.createdAt.toISOString(),
          nome: d.nome,
          proprio: d.usuarioId === actor.usuarioId,
        })),
      };
    }),
  );
}

export const consentimentoService = {
  /** A guardian of the child: per purpose, their own latest decision, what applies, and every decision. */
  async list(db: Db, actor: Actor, discenteId: string): Promise<ConsentimentoDetalhe[]> {
    await requireAccess(db, actor, Permissao.DiscenteResponsavel, discenteId);
    return detalhes(db, actor, discenteId);
  },

  /** A guardian's new decision: a new row (the history stays) and an audit entry, together. */
  async decide(
    db: Db,
    actor: Actor,
    discenteId: string,
    payload: z.output<typeof consentimentoPayload>,
  ): Promise<ConsentimentoDetalhe> {
    await requireAccess(db, actor, Permissao.DiscenteResponsavel, discenteId);
    await db.transaction(async (tx) => {
      await consentimentoRepository.add(tx, {
        discenteId,
        usuarioId: actor.usuarioId,
        finalidade: payload.finalidade,
        concedido: payload.concedido,
      });
      await auditRepository.record(tx, {
        escolaId: actor.escolaId,
        usuarioId: actor.usuarioId,
        discenteId,
        acao: payload.concedido ? ACAO[payload.finalidade].sim : ACAO[payload.finalidade].nao,
      });
    });
    const all = await detalhes(db, actor, discenteId);
    return all.find((d) => d.finalidade === payload.finalidade)!;
  },
};
