import {
  and,
  eq,
  inArray,
  isNotNull,
  isNull,
  like,
  ne,
  notExists,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import {
  alerta,
  arquivo,
  autorizacaoMedicacao,
  autorizadoBusca,
  convite,
  diarioRegistro,
  discente,
  exportacao,
  historicoAlteracao,
  job,
  memoria,
  memoriaDiscente,
  notificacao,
  presenca,
  registroExclusao,
  responsavel,
  responsavelDiscente,
  solicitacao,
  usuario,
} from '../../../db/schema';

/**
 * Erasing a guardian's account (LGPD). What each table does when the account and its only children go:
 * - cascades with the usuario: responsavel (→ responsavel_discente, solicitacao), sessao, codigo_verificacao,
 *   segundo_fator, codigo_recuperacao, desafio_login, dispositivo_conhecido, exportacao, notificacao,
 *   aviso_leitura, memoria_favorito, consentimento and enquete_voto (the guardian's own decisions and votes),
 *   and the chat: their private conversations with everything said in them, both sides (conversa names its
 *   two people, and mensagem and conversa_participante hang from it), what they wrote in the school's 'Geral'
 *   room (mensagem.autorId) and their read markers (conversa_participante) — nothing of their messages stays;
 * - cascades with an erased child: ficha_med, contato_emergencia, arquivo, turma_discente, autorizado_busca,
 *   restricao_custodia, historico_alteracao, presenca, horario_busca, alerta, convite, memoria_discente,
 *   consentimento, enquete_voto, solicitacao, and the child's diary (diario_registro with its diario_ciencia,
 *   autorizacao_medicacao, diario_resumo_enviado);
 * - the child's diary of a child that stays is the school's legal record and stays whole: the leaving
 *   guardian's medication authorisations stay (doses given point at them) without the person (autor_id set
 *   null by the schema, the name replaced below); their acknowledgements of incidents (diario_ciencia) and
 *   their summaries sent (diario_resumo_enviado) cascade with the usuario, like aviso_leitura; a 'what to
 *   bring' they marked done keeps its date and loses them (concluido_por set null by the schema);
 * - kept without the author (set null by the schema): what the guardian wrote that others rely on — alerts,
 *   pickup lists and times, history entries about a child that stays, problem reports; presenca rows of a
 *   child that stays also lose the name of the guardian who brought or fetched them (below);
 * - deleted explicitly here: the history of the guardian's own data (it holds their old values),
 *   invitations addressed to their e-mail, notifications and pending jobs about an erased child, and photos
 *   shared only with the families of the children tagged when all of those are erased;
 * - audit_log keeps its ids (no personal data in it; the school's record of who read what).
 */
/** How a kept authorisation names a guardian whose account was erased. */
export const AUTOR_EXCLUIDO = 'Responsável (conta excluída)';

export const excluirContaRepository = {
  async lockGuardian(tx: DbOrTx, usuarioId: string) {
    const [row] = await tx
      .select()
      .from(responsavel)
      .where(eq(responsavel.usuarioId, usuarioId))
      .for('update');
    return row ?? null;
  },

  /** The guardian's children, and whether another active guardian remains for each. */
  async childrenOf(tx: DbOrTx, responsavelId: string) {
    const outro = alias(responsavelDiscente, 'outro');
    const other = tx
      .select({ one: sql`1` })
      .from(outro)
      .where(
        and(
          eq(outro.discenteId, discente.id),
          ne(outro.responsavelId, responsavelId),
          eq(outro.status, 'ativo'),
        ),
      );
    const rows = await tx
      .select({ id: discente.id, nomeDisc: discente.nomeDisc, sozinho: notExists(other) })
      .from(responsavelDiscente)
      .innerJoin(discente, eq(discente.id, responsavelDiscente.discenteId))
      .where(eq(responsavelDiscente.responsavelId, responsavelId))
      .for('update', { of: discente });
    return rows.map((r) => ({ id: r.id, nomeDisc: r.nomeDisc, compartilhada: !r.sozinho }));
  },

  /** Photos shared only with the tagged children's families when every child tagged is being erased. */
  async memoriasOnlyOf(tx: DbOrTx, discenteIds: string[]) {
    if (!discenteIds.length) return [];
    const outra = alias(memoriaDiscente, 'outra');
    const otherTag = tx
      .select({ one: sql`1` })
      .from(outra)
      .where(and(eq(outra.memoriaId, memoria.id), notInArray(outra.discenteId, discenteIds)));
    return tx
      .selectDistinct({
        id: memoria.id,
        imagem: memoria.imagem,
        miniatura: memoria.miniatura,
        original: memoria.original,
      })
      .from(memoria)
      .innerJoin(memoriaDiscente, eq(memoriaDiscente.memoriaId, memoria.id))
      .where(
        and(
          eq(memoria.somenteMarcados, true),
          inArray(memoriaDiscente.discenteId, discenteIds),
          notExists(otherTag),
        ),
      );
  },

  /** Storage keys that leave with the account: its own files and everything of the erased children. */
  async filesOf(tx: DbOrTx, usuarioId: string, discenteIds: string[]): Promise<string[]> {
    const keys: (string | null)[] = [];
    const own = await tx
      .select({ f: arquivo.filename })
      .from(arquivo)
      .where(
        or(
          and(eq(arquivo.donoUsuarioId, usuarioId), isNull(arquivo.discenteId)),
          discenteIds.length ? inArray(arquivo.discenteId, discenteIds) : sql`false`,
        ),
      );
    keys.push(...own.map((r) => r.f));
    const [profile] = await tx
      .select({ a: responsavel.ftPerfilResp, b: responsavel.ftRgResp })
      .from(responsavel)
      .where(eq(responsavel.usuarioId, usuarioId));
    keys.push(profile?.a ?? null, profile?.b ?? null);
    if (discenteIds.length) {
      const kids = await tx
        .select({ a: discente.imgDisc, b: discente.capaDisc })
        .from(discente)
        .where(inArray(discente.id, discenteIds));
      keys.push(...kids.flatMap((k) => [k.a, k.b]));
      const people = await tx
        .select({ f: autorizadoBusca.foto })
        .from(autorizadoBusca)
        .where(inArray(autorizadoBusca.discenteId, discenteIds));
      keys.push(...people.map((p) => p.f));
    }
    const exports = await tx
      .select({ f: exportacao.arquivo })
      .from(exportacao)
      .where(eq(exportacao.usuarioId, usuarioId));
    keys.push(...exports.map((e) => e.f));
    return [...new Set(keys.filter((k): k is string => !!k))];
  },

  /** Notifications (anyone's) and pending jobs about the erased children: they name them. */
  async forgetChildren(tx: DbOrTx, discenteIds: string[]) {
    if (!discenteIds.length) return;
    const about: SQL[] = [
      inArray(notificacao.refId, discenteIds),
      inArray(
        notificacao.refId,
        tx.select({ id: alerta.id }).from(alerta).where(inArray(alerta.discenteId, discenteIds)),
      ),
      inArray(
        notificacao.refId,
        tx.select({ id: presenca.id }).from(presenca).where(inArray(presenca.discenteId, discenteIds)),
      ),
      inArray(
        notificacao.refId,
        tx
          .select({ id: autorizadoBusca.id })
          .from(autorizadoBusca)
          .where(inArray(autorizadoBusca.discenteId, discenteIds)),
      ),
      inArray(
        notificacao.refId,
        tx
          .select({ id: solicitacao.id })
          .from(solicitacao)
          .where(inArray(solicitacao.discenteId, discenteIds)),
      ),
      inArray(
        notificacao.refId,
        tx.select({ id: convite.id }).from(convite).where(inArray(convite.discenteId, discenteIds)),
      ),
      inArray(
        notificacao.refId,
        tx
          .select({ id: diarioRegistro.id })
          .from(diarioRegistro)
          .where(inArray(diarioRegistro.discenteId, discenteIds)),
      ),
      inArray(
        notificacao.refId,
        tx
          .select({ id: autorizacaoMedicacao.id })
          .from(autorizacaoMedicacao)
          .where(inArray(autorizacaoMedicacao.discenteId, discenteIds)),
      ),
      // Links carry the child's id (`/perfil/<id>`, `/quem-busca?idDisc=<id>`): reminders and alerts with derived ids too.
      ...discenteIds.map((id) => like(notificacao.link, `%${id}%`)),
    ];
    await tx.delete(notificacao).where(or(...about));
    await tx
      .delete(job)
      .where(
        and(
          eq(job.status, 'pendente'),
          or(...discenteIds.map((id) => sql`${job.payload}::text like ${`%${id}%`}`)),
        ),
      );
  },

  async deleteMemorias(tx: DbOrTx, ids: string[]) {
    if (ids.length) await tx.delete(memoria).where(inArray(memoria.id, ids));
  },

  /**
   * What stays for a child shared with another guardian loses the leaving guardian: their uploads of the
   * child stay with the child (no owner), attendance rows drop their name, their pending invitations end.
   */
  async detachFromKeptChildren(tx: DbOrTx, usuarioId: string, responsavelId: string, now: Date) {
    await tx
      .update(arquivo)
      .set({ donoUsuarioId: null })
      .where(and(eq(arquivo.donoUsuarioId, usuarioId), isNotNull(arquivo.discenteId)));
    await tx.update(presenca).set({ nomePessoa: null }).where(eq(presenca.responsavelId, responsavelId));
    // The authorisation stays (the doses given under it point at it); the person who signed it does not.
    await tx
      .update(autorizacaoMedicacao)
      .set({ autorNome: AUTOR_EXCLUIDO })
      .where(eq(autorizacaoMedicacao.autorId, usuarioId));
    await tx
      .update(convite)
      .set({ canceladoEm: now })
      .where(and(eq(convite.convidadoPor, usuarioId), isNull(convite.aceitoEm), isNull(convite.canceladoEm)));
  },

  async deleteChildren(tx: DbOrTx, discenteIds: string[]) {
    if (discenteIds.length) await tx.delete(discente).where(inArray(discente.id, discenteIds));
  },

  /** The account itself: its history entries (they hold its old data), invitations to its e-mail, its files' rows, the usuario (cascading). */
  async deleteAccount(tx: DbOrTx, usuarioId: string, responsavelId: string, email: string) {
    await tx
      .delete(historicoAlteracao)
      .where(
        and(eq(historicoAlteracao.entidade, 'responsavel'), eq(historicoAlteracao.entidadeId, responsavelId)),
      );
    await tx.delete(convite).where(eq(convite.email, email));
    await tx.delete(arquivo).where(eq(arquivo.donoUsuarioId, usuarioId));
    await tx.delete(usuario).where(eq(usuario.id, usuarioId));
  },

  async recordErasure(tx: DbOrTx, values: typeof registroExclusao.$inferInsert) {
    await tx.insert(registroExclusao).values(values);
  },

  async directors(tx: DbOrTx, escolaId: string, except: string): Promise<string[]> {
    const rows = await tx
      .select({ id: usuario.id })
      .from(usuario)
      .where(and(eq(usuario.escolaId, escolaId), eq(usuario.papel, 'gestor'), ne(usuario.id, except)));
    return rows.map((r) => r.id);
  },
};
