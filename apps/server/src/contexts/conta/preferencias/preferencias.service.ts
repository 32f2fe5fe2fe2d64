import type {
  Idioma,
  PreferenciasConta,
  PreferenciasContaPayload,
  RelatoProblemaCreated,
  RelatoProblemaPayload,
  RelatosProblemaList,
} from '@lunna/contract';
import { idiomas } from '@lunna/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { safeError } from '../../../lib/error-handler';
import type { Mailer } from '../../../platform/mail/mailer';
import type { Actor } from '../../../lib/actor';
import { relatoProblemaEmail } from './preferencias.emails';
import { preferenciasRepository as repo } from './preferencias.repository';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

export type RelatoDeps = {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The Lunna team's address (`SUPPORT_EMAIL`). */
  supportEmail: string;
};

/** The list a director reads in Configurações: the newest reports of the school. */
const RELATOS_LIMIT = 100;

/** A language stored before the four were fixed falls back to Portuguese rather than failing the page. */
const asIdioma = (value: string): Idioma =>
  (idiomas as readonly string[]).includes(value) ? (value as Idioma) : 'pt-BR';

/** The reference quoted in the e-mail: the first 8 characters of the id. */
const protocoloOf = (id: string) => id.slice(0, 8).toUpperCase();

export const preferenciasService = {
  /** The signed-in user's own language and accessibility sliders (the route refused anonymous requests). */
  async read(db: Db, actor: Actor): Promise<PreferenciasConta> {
    const row = await repo.read(db, actor.usuarioId);
    if (!row) throw notFound('Usuário');
    return { idioma: asIdioma(row.idioma), tamanhoFonte: row.tamanhoFonte, contraste: row.contraste };
  },

  /** Changes only what is given; the portal applies the answer at once and at every later sign-in. */
  async save(db: Db, actor: Actor, payload: PreferenciasContaPayload): Promise<PreferenciasConta> {
    await repo.save(db, actor.usuarioId, payload);
    return preferenciasService.read(db, actor);
  },

  /**
   * Keeps a 'Reportar problema' report for the school and e-mails it to the school's directors and the
   * Lunna team. A failed e-mail is logged and never loses the report.
   */
  async report(
    deps: RelatoDeps,
    actor: Actor,
    payload: RelatoProblemaPayload,
  ): Promise<RelatoProblemaCreated> {
    const created = await repo.createRelato(deps.db, {
      escolaId: actor.escolaId,
      usuarioId: actor.usuarioId,
      pagina: payload.pagina,
      descricao: payload.descricao,
    });
    const protocolo = protocoloOf(created.id);
    const directors = await repo.directors(deps.db, actor.escolaId);
    const escola = directors[0]?.escola ?? (await repo.schoolName(deps.db, actor.escolaId));
    const email = relatoProblemaEmail(payload, { nome: actor.nome, papel: actor.papel }, escola, protocolo);
    const to = [...new Set([...directors.map((d) => d.email), deps.supportEmail])];
    for (const address of to) {
      try {
        await deps.mailer.send({ to: address, replyTo: actor.email, ...email });
      } catch (err) {
        deps.log.error(
          { relato: created.id, err: safeError(err as Error) },
          'problem report e-mail failed; the report is kept',
        );
      }
    }
    return { idRelato: created.id, criadoEm: created.createdAt.toISOString() };
  },

  /** The school's reports, newest first: its director only. */
  async list(db: Db, actor: Actor): Promise<RelatosProblemaList> {
    await requireAccess(db, actor, Permissao.Direcao);
    const rows = await repo.listRelatos(db, actor.escolaId, RELATOS_LIMIT);
    return {
      itens: rows.map((r) => ({
        idRelato: r.id,
        descricao: r.descricao,
        pagina: r.pagina,
        autor:
          r.autorNome !== null && r.autorPapel !== null ? { nome: r.autorNome, papel: r.autorPapel } : null,
        criadoEm: r.createdAt.toISOString(),
      })),
    };
  },
};
