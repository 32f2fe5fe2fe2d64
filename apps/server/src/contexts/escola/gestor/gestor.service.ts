import {
  formatCnpj,
  msg,
  type AssinaturaGestor,
  type EscolaGestor,
  type escolaGestorForm,
} from '@lunna/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { uniqueViolation } from '../../../db/unique-violation';
import { AppError, notFound } from '../../../lib/app-error';
import { randomCode } from '../../../lib/tokens';
import type { Actor } from '../../../lib/actor';
import { escolaRepository, type EscolaAlteracao, type EscolaDetalhes } from '../escola/escola.repository';
import { gestorRepository } from './gestor.repository';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

export type GestorDeps = { db: Db; publicUrl: string };

/** Same length and alphabet as the codes families already type (no 0/O, 1/I look-alikes). */
const CODIGO_LENGTH = 6;
const CODIGO_TRIES = 10;

const cnpjTaken = () => new AppError(409, 'CONFLICT', msg.cnpjEmUso, { cnpj: msg.cnpjEmUso });

/** The registration page reads `?escola=` to fill the school code in. */
export const linkCadastro = (publicUrl: string, codigo: string) =>
  `${publicUrl}/cadastro?escola=${encodeURIComponent(codigo)}`;

function toEscolaGestor(row: EscolaDetalhes, publicUrl: string): EscolaGestor {
  return {
    nome: row.nome,
    codigo: row.codigo,
    linkCadastro: linkCadastro(publicUrl, row.codigo),
    cnpj: row.cnpj,
    telefone: row.telefone,
    email: row.email,
    endereco: row.endereco,
    aprovarVinculos: row.aprovarVinculos,
  };
}

/** Empty optional fields are stored as null; the CNPJ in its canonical 00.000.000/0000-00 form. */
function toAlteracao(form: z.output<typeof escolaGestorForm>): EscolaAlteracao {
  const orNull = (v: string) => (v === '' ? null : v);
  return {
    nome: form.nome,
    cnpj: form.cnpj === '' ? null : formatCnpj(form.cnpj),
    telefone: orNull(form.telefone),
    email: orNull(form.email),
    endereco: orNull(form.endereco),
    aprovarVinculos: form.aprovarVinculos,
  };
}

/** Only the fields that changed, before and after, for the history. */
function diff(before: EscolaDetalhes, after: Partial<EscolaDetalhes>) {
  const antes: Record<string, unknown> = {};
  const depois: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after) as [keyof EscolaDetalhes, unknown][]) {
    if (before[key] !== value) {
      antes[key] = before[key];
      depois[key] = value;
    }
  }
  return Object.keys(depois).length ? { antes, depois } : null;
}

export const gestorService = {
  async escola(deps: GestorDeps, actor: Actor): Promise<EscolaGestor> {
    const { escolaId } = await requireAccess(deps.db, actor, Permissao.Direcao);
    const row = await escolaRepository.details(deps.db, escolaId);
    if (!row) throw notFound('Escola');
    return toEscolaGestor(row, deps.publicUrl);
  },

  /** Saves the school's details; a CNPJ another school has is refused and nothing is written. */
  async saveEscola(
    deps: GestorDeps,
    actor: Actor,
    form: z.output<typeof escolaGestorForm>,
  ): Promise<EscolaGestor> {
    const { escolaId, usuarioId } = await requireAccess(deps.db, actor, Permissao.Direcao);
    const values = toAlteracao(form);
    if (values.cnpj) {
      const owner = await escolaRepository.idByCnpj(deps.db, values.cnpj);
      if (owner && owner !== escolaId) throw cnpjTaken();
    }
    try {
      const row = await deps.db.transaction(async (tx) => {
        const before = await escolaRepository.detailsForUpdate(tx, escolaId);
        if (!before) throw notFound('Escola');
        const saved = await escolaRepository.update(tx, escolaId, values);
        const changes = diff(before, values);
        if (changes)
          await gestorRepository.recordHistory(tx, {
            escolaId,
            usuarioId,
            entidade: 'escola',
            entidadeId: escolaId,
            acao: 'alterado',
            ...changes,
          });
        return saved;
      });
      return toEscolaGestor(row, deps.publicUrl);
    } catch (err) {
      // Two schools saving the same CNPJ at once: the unique constraint decides.
      if (uniqueViolation(err)?.includes('cnpj')) throw cnpjTaken();
      throw err;
    }
  },

  /** A new school code; the old one stops working at registration at once. */
  async regenerateCodigo(deps: GestorDeps, actor: Actor): Promise<EscolaGestor> {
    const { escolaId, usuarioId } = await requireAccess(deps.db, actor, Permissao.Direcao);
    for (let attempt = 0; attempt < CODIGO_TRIES; attempt++) {
      const codigo = randomCode(CODIGO_LENGTH);
      if (await escolaRepository.codigoExists(deps.db, codigo)) continue;
      try {
        const row = await deps.db.transaction(async (tx) => {
          const before = await escolaRepository.detailsForUpdate(tx, escolaId);
          if (!before) throw notFound('Escola');
          const saved = await escolaRepository.setCodigo(tx, escolaId, codigo);
          await gestorRepository.recordHistory(tx, {
            escolaId,
            usuarioId,
            entidade: 'escola',
            entidadeId: escolaId,
            acao: 'alterado',
            antes: { codigo: before.codigo },
            depois: { codigo },
          });
          return saved;
        });
        return toEscolaGestor(row, deps.publicUrl);
      } catch (err) {
        // Another school took the same code in the meantime: draw again.
        if (!uniqueViolation(err)?.includes('codigo')) throw err;
      }
    }
    throw new AppError(500, 'INTERNAL', msg.codigoEscolaNaoGerado);
  },

  /**
   * The subscription as the director sees it: the current plan (the paid period that lasts longest),
   * the students it covers, whether the school has outgrown it (it keeps working; the director is
   * offered the next plan that fits) and the receipts.
   */
  async assinatura(deps: GestorDeps, actor: Actor): Promise<AssinaturaGestor> {
    const { escolaId } = await requireAccess(deps.db, actor, Permissao.Direcao);
    const [current, alunosAtivos, receipts] = await Promise.all([
      gestorRepository.currentSubscription(deps.db, escolaId),
      gestorRepository.activeStudents(deps.db, escolaId),
      gestorRepository.receipts(deps.db, escolaId),
    ]);
    const limite = current?.plano.alunosMax ?? null;
    const acimaDoLimite = limite !== null && alunosAtivos > limite;
    const proximoPlano =
      current && acimaDoLimite
        ? await gestorRepository.nextPlanFitting(deps.db, current.plano.ordem, alunosAtivos)
        : null;
    return {
      plano: current
        ? { id: current.plano.id, nomePlan: current.plano.nomePlan, alunosMax: current.plano.alunosMax }
        : null,
      periodo: current?.periodo ?? null,
      pagoAte: current?.pagoAte.toISOString() ?? null,
      alunosAtivos,
      acimaDoLimite,
      proximoPlano,
      recibos: receipts.map((r) => ({
        idPagamento: r.id,
        data: (r.concluidoEm ?? r.createdAt).toISOString(),
        nomePlan: r.nomePlan,
        periodo: r.periodo,
        numeroAlunos: r.numeroAlunos,
        valor: r.valorCentavos / 100,
        provedor: r.provedor,
        referencia: r.capturaProvedor,
      })),
    };
  },
};
