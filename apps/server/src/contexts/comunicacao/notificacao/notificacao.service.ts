import type {
  Idioma,
  Importancia,
  NotificacaoList,
  NotificacaoRead,
  PreferenciasNotificacao,
  PreferenciasNotificacaoPayload,
} from '@lunna/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { escrever, escreverFrases, idiomaOuPadrao, type Texto } from '../../../lib/textos/textos';
import type { Mailer } from '../../../platform/mail/mailer';
import type { Actor } from '../../../lib/actor';
import { notificacaoRepository } from './notificacao.repository';

const LIST_LIMIT = 50;

export type Notice = {
  escolaId: string;
  prioridade: Importancia;
  tipo: NotificacaoRead['tipo'];
  titulo: string;
  texto: string;
  /** Path inside the app, e.g. `/avisos#aviso-…`. */
  link: string;
  refId: string | null;
};

/**
 * A notice whose title and text (either, or both) are catalogue texts, written in each recipient's language.
 * A text made of sentences that depend on the case is a list of texts, written one after the other.
 */
export type NoticeLocalizada = Omit<Notice, 'titulo' | 'texto'> & {
  titulo: string | Texto;
  texto: string | Texto | Texto[];
  /** The written text is cut at this length (a push shows a few lines; the item itself has the whole of it). */
  limite?: number;
};

export type Email = { subject: string; text: string };

const emIdioma = (idioma: Idioma, texto: string | Texto | Texto[]) =>
  typeof texto === 'string'
    ? texto
    : Array.isArray(texto)
      ? escreverFrases(idioma, texto)
      : escrever(idioma, texto);

type NotificacaoRow = Awaited<ReturnType<typeof notificacaoRepository.listFor>>['rows'][number];

const toRead = (n: NotificacaoRow): NotificacaoRead => ({
  idNotificacao: n.id,
  prioridade: n.prioridade,
  tipo: n.tipo,
  titulo: n.titulo,
  texto: n.texto,
  link: n.link,
  lida: n.lidaEm !== null,
  criadoEm: n.createdAt.toISOString(),
});

const wantsEmail = (
  prefs: { emailNormal: boolean; emailAtencao: boolean; emailImportante: boolean },
  prioridade: Importancia,
) =>
  prioridade === 'Importante'
    ? prefs.emailImportante
    : prioridade === 'Atenção'
      ? prefs.emailAtencao
      : prefs.emailNormal;

export const notificacaoService = {
  /** Writes one notification per recipient (inside the caller's transaction, with the item itself). */
  async record(db: DbOrTx, usuarioIds: string[], { limite, ...notice }: NoticeLocalizada): Promise<void> {
    const localizado = typeof notice.titulo !== 'string' || typeof notice.texto !== 'string';
    // Each recipient reads it in her own language: one query for all their languages.
    const idiomas = localizado
      ? await notificacaoRepository.idiomas(db, usuarioIds)
      : new Map<string, string>();
    await notificacaoRepository.createMany(
      db,
      usuarioIds.map((usuarioId) => {
        const idioma = idiomaOuPadrao(idiomas.get(usuarioId));
        return {
          ...notice,
          titulo: emIdioma(idioma, notice.titulo),
          texto: emIdioma(idioma, notice.texto).slice(0, limite),
          usuarioId,
        };
      }),
    );
  },

  /**
   * E-mails the recipients who asked for e-mail at this priority. Runs after the transaction commits;
   * a mail failure is logged and never undoes what was already saved. `compose` writes it in the recipient's language.
   */
  async email(
    db: Db,
    mailer: Mailer,
    log: FastifyBaseLogger,
    usuarioIds: string[],
    prioridade: Importancia,
    compose: (nome: string, idioma: Idioma) => Email,
  ) {
    const people = await notificacaoRepository.recipients(db, usuarioIds);
    let sent = 0;
    for (const person of people) {
      if (!wantsEmail(person, prioridade)) continue;
      try {
        await mailer.send({ to: person.email, ...compose(person.nome, idiomaOuPadrao(person.idioma)) });
        sent++;
      } catch (err) {
        log.error({ err: err instanceof Error ? err.message : String(err) }, 'notification e-mail failed');
      }
    }
    return sent;
  },

  /** Reading an item (a notice) reads the user's notifications about it. */
  /** Each person's language, for texts written outside a notification (an e-mail, a payment receipt). */
  idiomas(db: DbOrTx, usuarioIds: string[]): Promise<Map<string, string>> {
    return notificacaoRepository.idiomas(db, usuarioIds);
  },

  async readByRef(db: DbOrTx, usuarioId: string, refId: string): Promise<void> {
    await notificacaoRepository.markReadByRef(db, usuarioId, refId);
  },

  async list(db: Db, actor: Actor): Promise<NotificacaoList> {
    const { rows, naoLidas } = await notificacaoRepository.listFor(db, actor.usuarioId, LIST_LIMIT);
    return { naoLidas, itens: rows.map(toRead) };
  },

  /**
   * The notifications with these ids that exist now, each with its recipient, for live delivery (not an
   * actor's request: the caller delivers each one only to its own recipient). A row of a transaction that
   * has not committed, or rolled back, is not among them.
   */
  async forDelivery(db: Db, ids: string[]): Promise<{ usuarioId: string; notificacao: NotificacaoRead }[]> {
    const rows = await notificacaoRepository.byIds(db, ids);
    return rows.map((n) => ({ usuarioId: n.usuarioId, notificacao: toRead(n) }));
  },

  /** Only the recipient can mark a notification read; anyone else's is "not found" (nothing revealed). */
  async markRead(db: Db, actor: Actor, idNotificacao: string): Promise<void> {
    if (!(await notificacaoRepository.markRead(db, actor.usuarioId, idNotificacao)))
      throw notFound('Notificação');
  },

  async markAllRead(db: Db, actor: Actor): Promise<void> {
    await notificacaoRepository.markAllRead(db, actor.usuarioId);
  },

  async preferencias(db: Db, actor: Actor): Promise<PreferenciasNotificacao> {
    const prefs = await notificacaoRepository.preferencias(db, actor.usuarioId);
    if (!prefs) throw notFound('Usuário');
    return prefs;
  },

  /** Changes only the preferences given (a partial update) and answers all of them. */
  async savePreferencias(
    db: Db,
    actor: Actor,
    prefs: PreferenciasNotificacaoPayload,
  ): Promise<PreferenciasNotificacao> {
    await notificacaoRepository.savePreferencias(db, actor.usuarioId, prefs);
    return notificacaoService.preferencias(db, actor);
  },
};
