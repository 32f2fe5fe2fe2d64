import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import {
  alerta,
  autorizadoBusca,
  autorizacaoMedicacao,
  aviso,
  avisoLeitura,
  contatoEmergencia,
  conversa,
  diarioCiencia,
  diarioRegistro,
  discente,
  enquete,
  enqueteOpcao,
  enqueteVoto,
  equipe,
  escola,
  exportacao,
  fichaMed,
  historicoAlteracao,
  horarioBusca,
  lumiMensagem,
  memoria,
  memoriaDiscente,
  mensagem,
  notificacao,
  presenca,
  responsavel,
  responsavelDiscente,
  turma,
  turmaDiscente,
  usuario,
} from '../../../db/schema';
import { memoriaVisivelParaResponsavel } from '../../conteudo/memoria/memoria.visibility';

export type ExportacaoRow = typeof exportacao.$inferSelect;

/** Changes the family never sees: the school's custody restrictions. */
const ENTIDADES_SO_DA_ESCOLA = ['restricao_custodia'];

export const exportacaoRepository = {
  /* ------------------------------------------------------------ the exportacao rows ------------------------------------------------------------ */

  async create(
    db: DbOrTx,
    values: { usuarioId: string; escolaId: string; at: Date },
  ): Promise<ExportacaoRow> {
    const [row] = await db
      .insert(exportacao)
      .values({ usuarioId: values.usuarioId, escolaId: values.escolaId, createdAt: values.at })
      .returning();
    return row!;
  },

  async find(db: DbOrTx, id: string): Promise<ExportacaoRow | null> {
    const [row] = await db.select().from(exportacao).where(eq(exportacao.id, id));
    return row ?? null;
  },

  async ofUsuario(db: DbOrTx, usuarioId: string, limit: number): Promise<ExportacaoRow[]> {
    return db
      .select()
      .from(exportacao)
      .where(eq(exportacao.usuarioId, usuarioId))
      .orderBy(desc(exportacao.createdAt), desc(exportacao.id))
      .limit(limit);
  },

  /** Serialises requests of one user (two clicks at once make one export). */
  async lockUsuario(db: DbOrTx, usuarioId: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`exportacao:${usuarioId}`}))`);
  },

  async pendingOf(db: DbOrTx, usuarioId: string): Promise<ExportacaoRow[]> {
    return db
      .select()
      .from(exportacao)
      .where(and(eq(exportacao.usuarioId, usuarioId), eq(exportacao.status, 'pendente')));
  },

  async markFailed(db: DbOrTx, id: string): Promise<void> {
    await db
      .update(exportacao)
      .set({ status: 'falhou' })
      .where(and(eq(exportacao.id, id), eq(exportacao.status, 'pendente')));
  },

  /** The ZIP is stored: the export is ready until `expiraEm`. False when it was no longer pending. */
  async markReady(
    db: DbOrTx,
    id: string,
    values: { arquivo: string; tamanhoBytes: number; prontaEm: Date; expiraEm: Date },
  ): Promise<boolean> {
    const rows = await db
      .update(exportacao)
      .set({ status: 'pronta', ...values })
      .where(and(eq(exportacao.id, id), eq(exportacao.status, 'pendente')))
      .returning({ id: exportacao.id });
    return rows.length === 1;
  },

  /** Ready exports past their expiry whose file is still stored (of one school, or all). */
  async expired(db: DbOrTx, now: Date, escolaId?: string) {
    return db
      .select({ id: exportacao.id, arquivo: exportacao.arquivo })
      .from(exportacao)
      .where(
        and(
          isNotNull(exportacao.arquivo),
          lte(exportacao.expiraEm, now),
          escolaId ? eq(exportacao.escolaId, escolaId) : undefined,
        ),
      );
  },

  async forgetFile(db: DbOrTx, id: string): Promise<void> {
    await db.update(exportacao).set({ arquivo: null }).where(eq(exportacao.id, id));
  },

  /* ------------------------------------------------------------ what goes in the ZIP ------------------------------------------------------------ */

  async titular(db: DbOrTx, usuarioId: string) {
    const [row] = await db
      .select({ u: usuario, r: responsavel, escola: escola.nome, fusoHorario: escola.fusoHorario })
      .from(usuario)
      .innerJoin(responsavel, eq(responsavel.usuarioId, usuario.id))
      .innerJoin(escola, eq(escola.id, usuario.escolaId))
      .where(eq(usuario.id, usuarioId));
    return row ?? null;
  },

  /** The guardian's children (active links only). */
  async filhos(db: DbOrTx, responsavelId: string) {
    return db
      .select({ d: discente, parentesco: responsavelDiscente.parentesco })
      .from(responsavelDiscente)
      .innerJoin(discente, eq(discente.id, responsavelDiscente.discenteId))
      .where(
        and(eq(responsavelDiscente.responsavelId, responsavelId), eq(responsavelDiscente.status, 'ativo')),
      )
      .orderBy(asc(discente.nomeDisc));
  },

  /** The child's other guardians: name and relationship only (their own data is theirs to export). */
  async outrosResponsaveis(db: DbOrTx, discenteId: string, responsavelId: string) {
    return db
      .select({
        nome: responsavel.nomeResp,
        parentesco: responsavelDiscente.parentesco,
        status: responsavelDiscente.status,
      })
      .from(responsavelDiscente)
      .innerJoin(responsavel, eq(responsavel.id, responsavelDiscente.responsavelId))
      .where(
        and(
          eq(responsavelDiscente.discenteId, discenteId),
          ne(responsavelDiscente.responsavelId, responsavelId),
        ),
      );
  },

  async turmas(db: DbOrTx, discenteId: string) {
    return db
      .select({
        nomeTurma: turma.nomeTurma,
        periodo: turma.periodo,
        arquivada: sql<boolean>`${turma.arquivadaEm} is not null`,
      })
      .from(turmaDiscente)
      .innerJoin(turma, eq(turma.id, turmaDiscente.turmaId))
      .where(eq(turmaDiscente.discenteId, discenteId));
  },

  async fichaMedica(db: DbOrTx, discenteId: string) {
    const [row] = await db.select().from(fichaMed).where(eq(fichaMed.discenteId, discenteId));
    return row ?? null;
  },

  async contatos(db: DbOrTx, discenteId: string) {
    return db
      .select()
      .from(contatoEmergencia)
      .where(eq(contatoEmergencia.discenteId, discenteId))
      .orderBy(asc(contatoEmergencia.createdAt));
  },

  async autorizados(db: DbOrTx, discenteId: string) {
    return db
      .select()
      .from(autorizadoBusca)
      .where(eq(autorizadoBusca.discenteId, discenteId))
      .orderBy(asc(autorizadoBusca.createdAt));
  },

  async horarios(db: DbOrTx, discenteId: string) {
    return db.select().from(horarioBusca).where(eq(horarioBusca.discenteId, discenteId));
  },

  async presencas(db: DbOrTx, discenteId: string) {
    const educador = alias(usuario, 'educador');
    return db
      .select({ p: presenca, educador: educador.nome })
      .from(presenca)
      .leftJoin(educador, eq(educador.id, presenca.educadorId))
      .where(eq(presenca.discenteId, discenteId))
      .orderBy(asc(presenca.ocorridoEm));
  },

  /** The child's whole diary, corrections and voided entries included: the record as the school keeps it. */
  async diario(db: DbOrTx, discenteId: string) {
    return db
      .select()
      .from(diarioRegistro)
      .where(eq(diarioRegistro.discenteId, discenteId))
      .orderBy(asc(diarioRegistro.ocorridoEm), asc(diarioRegistro.createdAt));
  },

  /** When this guardian acknowledged each incident addressed to them. */
  async cienciasDiario(db: DbOrTx, usuarioId: string, discenteId: string) {
    return db
      .select({ registroId: diarioCiencia.registroId, lidoEm: diarioCiencia.lidoEm })
      .from(diarioCiencia)
      .innerJoin(diarioRegistro, eq(diarioRegistro.id, diarioCiencia.registroId))
      .where(and(eq(diarioCiencia.usuarioId, usuarioId), eq(diarioRegistro.discenteId, discenteId)));
  },

  async autorizacoesMedicacao(db: DbOrTx, discenteId: string) {
    return db
      .select()
      .from(autorizacaoMedicacao)
      .where(eq(autorizacaoMedicacao.discenteId, discenteId))
      .orderBy(asc(autorizacaoMedicacao.createdAt));
  },

  async alertas(db: DbOrTx, discenteId: string) {
    const autor = alias(usuario, 'autor');
    return db
      .select({ a: alerta, autor: autor.nome })
      .from(alerta)
      .leftJoin(autor, eq(autor.id, alerta.autorId))
      .where(eq(alerta.discenteId, discenteId))
      .orderBy(asc(alerta.createdAt));
  },

  async votos(db: DbOrTx, where: { discenteId: string } | { usuarioId: string }) {
    const quem = alias(usuario, 'quem');
    return db
      .select({
        discenteId: enqueteVoto.discenteId,
        pergunta: enquete.pergunta,
        opcao: enqueteOpcao.texto,
        votadoPor: quem.nome,
        votadoEm: enqueteVoto.updatedAt,
      })
      .from(enqueteVoto)
      .innerJoin(enquete, eq(enquete.id, enqueteVoto.enqueteId))
      .innerJoin(enqueteOpcao, eq(enqueteOpcao.id, enqueteVoto.opcaoId))
      .innerJoin(quem, eq(quem.id, enqueteVoto.usuarioId))
      .where(
        'discenteId' in where
          ? eq(enqueteVoto.discenteId, where.discenteId)
          : eq(enqueteVoto.usuarioId, where.usuarioId),
      )
      .orderBy(asc(enqueteVoto.updatedAt));
  },

  /** Changes to the child's record, pickup list, photos and guardians (not the school's custody restrictions). */
  async historicoDiscente(db: DbOrTx, discenteId: string) {
    const quem = alias(usuario, 'quem');
    return db
      .select({ h: historicoAlteracao, quem: quem.nome })
      .from(historicoAlteracao)
      .leftJoin(quem, eq(quem.id, historicoAlteracao.usuarioId))
      .where(
        and(
          eq(historicoAlteracao.discenteId, discenteId),
          sql`${historicoAlteracao.entidade} not in (${sql.join(
            ENTIDADES_SO_DA_ESCOLA.map((e) => sql`${e}`),
            sql`, `,
          )})`,
        ),
      )
      .orderBy(asc(historicoAlteracao.createdAt));
  },

  /** Changes to the guardian's own data. */
  async historicoResponsavel(db: DbOrTx, responsavelId: string) {
    const quem = alias(usuario, 'quem');
    return db
      .select({ h: historicoAlteracao, quem: quem.nome })
      .from(historicoAlteracao)
      .leftJoin(quem, eq(quem.id, historicoAlteracao.usuarioId))
      .where(
        and(
          eq(historicoAlteracao.entidade, 'responsavel'),
          eq(historicoAlteracao.entidadeId, responsavelId),
          isNull(historicoAlteracao.discenteId),
        ),
      )
      .orderBy(asc(historicoAlteracao.createdAt));
  },

  async avisosRecebidos(db: DbOrTx, usuarioId: string) {
    return db
      .select({ a: aviso, lidoEm: avisoLeitura.lidoEm })
      .from(avisoLeitura)
      .innerJoin(aviso, eq(aviso.id, avisoLeitura.avisoId))
      .where(eq(avisoLeitura.usuarioId, usuarioId))
      .orderBy(asc(aviso.createdAt));
  },

  async notificacoes(db: DbOrTx, usuarioId: string) {
    return db
      .select()
      .from(notificacao)
      .where(eq(notificacao.usuarioId, usuarioId))
      .orderBy(asc(notificacao.createdAt));
  },

  /** The guardian's own questions to Lumi and its answers. */
  async conversasLumi(db: DbOrTx, usuarioId: string) {
    return db
      .select()
      .from(lumiMensagem)
      .where(eq(lumiMensagem.usuarioId, usuarioId))
      .orderBy(asc(lumiMensagem.createdAt));
  },

  /** The guardian's private chat conversations, each with the other person (always someone of the school's staff). */
  async conversasPrivadas(db: DbOrTx, usuarioId: string) {
    const outro = sql`case when ${conversa.usuarioAId} = ${usuarioId} then ${conversa.usuarioBId} else ${conversa.usuarioAId} end`;
    return db
      .select({
        id: conversa.id,
        nome: sql<string>`coalesce(${equipe.nome}, ${usuario.nome})`,
        papel: usuario.papel,
      })
      .from(conversa)
      .innerJoin(usuario, sql`${usuario.id} = ${outro}`)
      .leftJoin(equipe, eq(equipe.usuarioId, usuario.id))
      .where(
        and(
          eq(conversa.tipo, 'privada'),
          or(eq(conversa.usuarioAId, usuarioId), eq(conversa.usuarioBId, usuarioId)),
        ),
      );
  },

  /**
   * Chat messages for the export: everything said in these private conversations (the guardian's and the
   * replies addressed to them) and what the guardian wrote in the school's 'Geral' room — never what other
   * families wrote there.
   */
  async mensagensChat(db: DbOrTx, usuarioId: string, privadas: string[]) {
    return db
      .select({
        conversaId: mensagem.conversaId,
        autorId: mensagem.autorId,
        autor: sql<string>`coalesce(${equipe.nome}, ${responsavel.nomeResp}, ${usuario.nome})`,
        texto: mensagem.texto,
        createdAt: mensagem.createdAt,
      })
      .from(mensagem)
      .innerJoin(usuario, eq(usuario.id, mensagem.autorId))
      .leftJoin(equipe, eq(equipe.usuarioId, mensagem.autorId))
      .leftJoin(responsavel, eq(responsavel.usuarioId, mensagem.autorId))
      .where(
        or(
          eq(mensagem.autorId, usuarioId),
          privadas.length ? inArray(mensagem.conversaId, privadas) : sql`false`,
        ),
      )
      .orderBy(asc(mensagem.seq));
  },

  async alertasEscritos(db: DbOrTx, usuarioId: string) {
    return db.select().from(alerta).where(eq(alerta.autorId, usuarioId)).orderBy(asc(alerta.createdAt));
  },

  /**
   * Memory photos the child is tagged in that the guardian may see in the app (never one showing another
   * family's child without photo-sharing consent).
   */
  async memoriasMarcadas(db: DbOrTx, usuarioId: string, discenteId: string) {
    return db
      .select({
        id: memoria.id,
        descricao: memoria.descricao,
        original: memoria.original,
        createdAt: memoria.createdAt,
      })
      .from(memoria)
      .innerJoin(
        memoriaDiscente,
        and(eq(memoriaDiscente.memoriaId, memoria.id), eq(memoriaDiscente.discenteId, discenteId)),
      )
      .where(memoriaVisivelParaResponsavel(usuarioId, discenteId))
      .orderBy(asc(memoria.createdAt));
  },
};
