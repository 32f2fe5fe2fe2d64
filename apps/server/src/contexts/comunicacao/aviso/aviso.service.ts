import type { AvisoList, AvisoRead, Importancia, avisoListQuery, avisoPayload } from '@lunna/contract';
import { AVISOS_POR_PAGINA, msg } from '@lunna/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { AppError, forbidden, notFound } from '../../../lib/app-error';
import type { Mailer } from '../../../platform/mail/mailer';
import type { Actor } from '../../../lib/actor';
import type { JobRunner } from '../../../platform/jobs/job-runner';
import { jobRepository } from '../../../platform/jobs/job.repository';
import { notificacaoService } from '../notificacao/notificacao.service';
import { avisoRepository, type AvisoRow } from './aviso.repository';
import { avisoEmail, lembreteEmail } from './aviso.emails';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';
import { discenteQueries } from '../../familia/discente/discente.queries';

export type AvisoDeps = { db: Db; jobs: JobRunner; confirmacaoMinutos: number };
export type AvisoJobDeps = { db: Db; mailer: Mailer; log: FastifyBaseLogger; publicUrl: string };

export const AVISO_JOBS = { email: 'aviso_email', lembrete: 'aviso_lembrete' } as const;

const avisoLink = (idAviso: string) => `/avisos#aviso-${idAviso}`;
const resumo = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function toRead(row: AvisoRow): AvisoRead {
  return {
    idAviso: row.id,
    tituloAviso: row.tituloAviso,
    conteudoAviso: row.conteudoAviso,
    importancia: row.importancia,
    criadoEm: row.createdAt.toISOString(),
    turma:
      row.turmaId && row.nomeTurma && row.tema
        ? { idTurma: row.turmaId, nomeTurma: row.nomeTurma, tema: row.tema }
        : null,
    pedagogo: { nome: row.autorNome, ftPerfil: row.autorFoto },
  };
}

const page = (pagina: number) => ({ limit: AVISOS_POR_PAGINA, offset: (pagina - 1) * AVISOS_POR_PAGINA });

export const avisoService = {
  /**
   * Staff send a notice to a class they manage, or (the director) to the whole school. The recipients
   * are fixed when it is sent: the guardians of the class's children at that moment.
   */
  async send(deps: AvisoDeps, actor: Actor, payload: z.output<typeof avisoPayload>): Promise<AvisoRead> {
    await requireAccess(deps.db, actor, Permissao.Equipe);
    const { db } = deps;
    if (payload.idTurma === null) {
      if (actor.papel !== 'gestor') throw forbidden();
    } else {
      const row = await requireAccess(db, actor, Permissao.TurmaGerir, payload.idTurma);
      if (row.arquivadaEm) throw new AppError(409, 'CONFLICT', 'Esta turma está arquivada');
    }
    const recipients = payload.idTurma
      ? await discenteQueries.guardianUsuarioIdsOfTurma(db, payload.idTurma)
      : await avisoRepository.guardiansOfEscola(db, actor.escolaId);
    const now = new Date();
    const avisoId = await db.transaction(async (tx) => {
      const id = await avisoRepository.create(tx, {
        escolaId: actor.escolaId,
        turmaId: payload.idTurma,
        autorId: actor.usuarioId,
        tituloAviso: payload.tituloAviso,
        conteudoAviso: payload.conteudoAviso,
        importancia: payload.importancia,
      });
      await avisoRepository.addRecipients(tx, id, recipients);
      await notificacaoService.record(tx, recipients, {
        escolaId: actor.escolaId,
        prioridade: payload.importancia,
        tipo: 'aviso',
        titulo: payload.tituloAviso,
        texto: resumo(payload.conteudoAviso),
        link: avisoLink(id),
        refId: id,
      });
      await jobRepository.schedule(tx, AVISO_JOBS.email, { idAviso: id }, now);
      if (payload.importancia === 'Importante') {
        await jobRepository.schedule(
          tx,
          AVISO_JOBS.lembrete,
          { idAviso: id },
          new Date(now.getTime() + deps.confirmacaoMinutos * 60_000),
        );
      }
      return id;
    });
    deps.jobs.kick();
    const created = await avisoRepository.findRow(db, avisoId);
    if (!created) throw notFound('Aviso');
    return {
      ...toRead(created),
      recibos: { destinatarios: recipients.length, lidos: 0, pendentes: [], atrasado: false },
    };
  },

  /** Guardians: the notices addressed to them. Staff: the notices they sent or that reached their classes, with read receipts. */
  async list(deps: AvisoDeps, actor: Actor, query: z.output<typeof avisoListQuery>): Promise<AvisoList> {
    const { db } = deps;
    const filters = {
      importancia: query.importancia,
      naoLidos: query.naoLidos === 'true',
      ...page(query.pagina),
    };
    if (actor.papel === 'responsavel') {
      await requireAccess(db, actor, Permissao.Responsavel);
      let turmaIds: string[] | null = null;
      if (query.idDisc) {
        await requireAccess(db, actor, Permissao.DiscenteResponsavel, query.idDisc);
        turmaIds = await avisoRepository.turmasOfChild(db, query.idDisc);
      }
      return avisoService.listForCheckedGuardian(db, actor, turmaIds, query);
    }
    const scope =
      actor.papel === 'gestor'
        ? { escolaId: actor.escolaId }
        : { escolaId: actor.escolaId, autorOuTurmasDe: actor.usuarioId };
    const { rows, total } = await avisoRepository.listForStaff(db, scope, filters);
    const receipts = await avisoRepository.receipts(
      db,
      rows.map((r) => r.id),
    );
    const deadline = Date.now() - deps.confirmacaoMinutos * 60_000;
    return {
      itens: rows.map((r) => {
        const mine = receipts.filter((x) => x.avisoId === r.id);
        const pendentes = mine.filter((x) => x.lidoEm === null).map((x) => ({ nome: x.nome }));
        return {
          ...toRead(r),
          recibos: {
            destinatarios: mine.length,
            lidos: mine.length - pendentes.length,
            pendentes,
            atrasado:
              r.importancia === 'Importante' && pendentes.length > 0 && r.createdAt.getTime() < deadline,
          },
        };
      }),
      total,
      pagina: query.pagina,
      porPagina: AVISOS_POR_PAGINA,
    };
  },

  /** The notices addressed to a guardian the caller has already found to be one (the dashboard), of these classes or all. */
  async listForCheckedGuardian(
    db: Db,
    actor: Actor,
    turmaIds: string[] | null,
    query: z.output<typeof avisoListQuery>,
  ): Promise<AvisoList> {
    const filters = {
      importancia: query.importancia,
      naoLidos: query.naoLidos === 'true',
      ...page(query.pagina),
    };
    const { rows, total } = await avisoRepository.listForGuardian(db, actor.usuarioId, turmaIds, filters);
    return {
      itens: rows.map((r) => ({ ...toRead(r), lido: r.lidoEm !== null, fixado: r.fixado })),
      total,
      pagina: query.pagina,
      porPagina: AVISOS_POR_PAGINA,
    };
  },

  /**
   * A recipient ticks or unticks 'Não Lido'. For 'Importante' the tick is the acknowledgement, which
   * cannot be taken back. Reading a notice also reads its notification.
   */
  async setRead(deps: AvisoDeps, actor: Actor, avisoId: string, lido: boolean): Promise<{ lido: boolean }> {
    const { db } = deps;
    await requireAccess(db, actor, Permissao.Responsavel);
    const notice = await avisoRepository.find(db, avisoId);
    if (!notice) throw notFound('Aviso');
    const receipt = await avisoRepository.receipt(db, avisoId, actor.usuarioId);
    if (!receipt) throw forbidden();
    if (!lido && notice.importancia === 'Importante' && receipt.lidoEm) {
      throw new AppError(409, 'CONFLICT', msg.avisoConfirmacaoDefinitiva);
    }
    await db.transaction(async (tx) => {
      await avisoRepository.setRead(tx, avisoId, actor.usuarioId, lido);
      if (lido) await notificacaoService.readByRef(tx, actor.usuarioId, avisoId);
    });
    return { lido };
  },
};

/** Background work of a notice: the e-mail when sent, and the reminder when 'Importante' is still unacknowledged. */
export const avisoJobs = (deps: AvisoJobDeps) => ({
  async [AVISO_JOBS.email](payload: Record<string, unknown>) {
    const notice = await avisoRepository.find(deps.db, String(payload.idAviso));
    if (!notice) return;
    const recipients = await avisoRepository.recipients(deps.db, notice.id);
    const link = `${deps.publicUrl}${avisoLink(notice.id)}`;
    await notificacaoService.email(
      deps.db,
      deps.mailer,
      deps.log,
      recipients,
      notice.importancia,
      (nome, idioma) => avisoEmail(nome, notice, link, idioma),
    );
  },

  async [AVISO_JOBS.lembrete](payload: Record<string, unknown>) {
    const notice = await avisoRepository.find(deps.db, String(payload.idAviso));
    if (!notice || notice.importancia !== 'Importante') return;
    const pending = await avisoRepository.takeUnremindedPending(deps.db, notice.id);
    if (pending.length === 0) return;
    const prioridade: Importancia = 'Importante';
    await deps.db.transaction(async (tx) => {
      await notificacaoService.record(tx, [notice.autorId], {
        escolaId: notice.escolaId,
        prioridade,
        tipo: 'aviso_pendente',
        titulo: notice.tituloAviso,
        texto: { chave: 'aviso.pendentes.texto', vars: { count: pending.length } },
        link: avisoLink(notice.id),
        refId: null,
      });
    });
    const link = `${deps.publicUrl}${avisoLink(notice.id)}`;
    await notificacaoService.email(deps.db, deps.mailer, deps.log, pending, prioridade, (nome, idioma) =>
      lembreteEmail(nome, notice, link, idioma),
    );
  },
});
