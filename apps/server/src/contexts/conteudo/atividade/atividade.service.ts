import {
  ATIVIDADES_POR_PAGINA,
  atividadePayload,
  msg,
  type AtividadeList,
  type AtividadeRead,
  type TipoAtividade,
} from '@lunna/contract';
import type { Db } from '../../../db/client';
import { AppError, forbidden, notFound, validation } from '../../../lib/app-error';
import { parseOrThrow } from '../../../lib/zod-fields';
import type { Storage, StoredObject } from '../../../platform/storage/storage';
import type { Actor } from '../../../lib/actor';
import { prepareImages, removeImages, saveImages } from '../../../platform/images/image-store';
import { notificacaoService } from '../../comunicacao/notificacao/notificacao.service';
import { atividadeRepository, type AtividadeRow, type Cursor } from './atividade.repository';
import { turmasForChild, turmasOfStaff } from './turmas-visiveis';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';
import { discenteQueries } from '../../familia/discente/discente.queries';

export type AtividadeDeps = { db: Db; storage: Storage };

const resumo = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
export const atividadeLink = (tipo: TipoAtividade, idAtividade: string) =>
  `/atividade?tipo=${tipo}#atividade-${idAtividade}`;

function toRead(row: AtividadeRow, actor: Actor): AtividadeRead {
  return {
    idAtividade: row.id,
    idTurma: row.turmaId,
    nomeTurma: row.nomeTurma,
    data: row.data,
    tipo: row.tipo,
    tituloAtv: row.tituloAtv,
    descricaoAtv: row.descricaoAtv,
    pontos: row.pontos,
    imagem: row.imagem ? `/api/atividade/${row.id}/imagem` : null,
    criadoEm: row.createdAt.toISOString(),
    pedagogo: { nome: row.autorNome, ftPerfil: row.autorFoto },
    podeExcluir: actor.papel === 'gestor' || (actor.papel === 'pedagogo' && row.autorId === actor.usuarioId),
  };
}

const encodeCursor = (row: AtividadeRow) =>
  Buffer.from(JSON.stringify([row.cursorAt, row.id])).toString('base64url');

function decodeCursor(cursor: string | undefined): Cursor | undefined {
  if (!cursor) return undefined;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof createdAt === 'string' &&
      !Number.isNaN(Date.parse(createdAt)) &&
      typeof id === 'string' &&
      /^[0-9a-f-]{36}$/i.test(id)
    )
      return { createdAt, id };
  } catch {
    // falls through to the validation error
  }
  throw validation({ cursor: msg.valorInvalido });
}

async function page(
  deps: AtividadeDeps,
  actor: Actor,
  turmaIds: string[],
  query: { tipo?: TipoAtividade; cursor?: string },
): Promise<AtividadeList> {
  const rows = await atividadeRepository.page(deps.db, turmaIds, {
    tipo: query.tipo,
    after: decodeCursor(query.cursor),
    limit: ATIVIDADES_POR_PAGINA + 1,
  });
  const itens = rows.slice(0, ATIVIDADES_POR_PAGINA);
  return {
    itens: itens.map((r) => toRead(r, actor)),
    proximoCursor: rows.length > ATIVIDADES_POR_PAGINA ? encodeCursor(itens.at(-1)!) : null,
  };
}

export const atividadeService = {
  /** 'Atividades do {child}': the activities of the child's classes, newest first, optionally of one kind. */
  async listForChild(
    deps: AtividadeDeps,
    actor: Actor,
    discenteId: string,
    query: { tipo?: TipoAtividade; cursor?: string },
  ): Promise<AtividadeList> {
    const turmaIds = await turmasForChild(deps.db, actor, discenteId);
    return page(deps, actor, turmaIds, query);
  },

  /** Staff: the activities of the classes they teach (the director: the whole school), or of one of them. */
  async listForStaff(
    deps: AtividadeDeps,
    actor: Actor,
    query: { tipo?: TipoAtividade; cursor?: string; idTurma?: string },
  ): Promise<AtividadeList> {
    await requireAccess(deps.db, actor, Permissao.Equipe);
    const turmaIds = query.idTurma
      ? [(await requireAccess(deps.db, actor, Permissao.TurmaGerir, query.idTurma)).id]
      : await turmasOfStaff(deps.db, actor);
    return page(deps, actor, turmaIds, query);
  },

  /**
   * An educator of the class (or the director) posts an activity; the photo, if any, is checked and
   * re-encoded before anything is written. The class's guardians are notified in the same transaction.
   */
  async create(
    deps: AtividadeDeps,
    actor: Actor,
    body: unknown,
    imagem: Buffer | undefined,
  ): Promise<AtividadeRead> {
    await requireAccess(deps.db, actor, Permissao.Equipe);
    const payload = parseOrThrow(atividadePayload, body);
    const row = await requireAccess(deps.db, actor, Permissao.TurmaGerir, payload.idTurma);
    if (row.arquivadaEm) throw new AppError(409, 'CONFLICT', 'Esta turma está arquivada');
    const image = imagem ? (await prepareImages({ imagem })).imagem! : null;
    if (image) await saveImages(deps.storage, [image]);
    let id: string;
    try {
      id = await deps.db.transaction(async (tx) => {
        const created = await atividadeRepository.create(tx, {
          escolaId: row.escolaId,
          turmaId: row.id,
          autorId: actor.usuarioId,
          data: payload.data,
          tipo: payload.tipo,
          tituloAtv: payload.tituloAtv,
          descricaoAtv: payload.descricaoAtv,
          imagem: image?.filename ?? null,
          pontos: payload.pontos,
        });
        await notificacaoService.record(tx, await discenteQueries.guardianUsuarioIdsOfTurma(tx, row.id), {
          escolaId: row.escolaId,
          prioridade: 'Normal',
          tipo: 'atividade',
          titulo: { chave: 'atividade.nova.titulo', vars: { titulo: payload.tituloAtv } },
          texto: resumo(payload.descricaoAtv),
          link: atividadeLink(payload.tipo, created),
          refId: created,
        });
        return created;
      });
    } catch (err) {
      if (image) await removeImages(deps.storage, [image.filename]);
      throw err;
    }
    const created = await atividadeRepository.find(deps.db, id);
    if (!created) throw notFound('Atividade');
    return toRead(created, actor);
  },

  /** The author or the director removes an activity (and its photo). */
  async remove(deps: AtividadeDeps, actor: Actor, atividadeId: string): Promise<void> {
    await requireAccess(deps.db, actor, Permissao.Equipe);
    const row = await atividadeRepository.find(deps.db, atividadeId);
    if (!row || row.escolaId !== actor.escolaId) throw notFound('Atividade');
    if (actor.papel !== 'gestor' && row.autorId !== actor.usuarioId) throw forbidden();
    await atividadeRepository.remove(deps.db, atividadeId);
    if (row.imagem) await removeImages(deps.storage, [row.imagem]);
  },

  /** The activity's photo, to whoever may read its class's content. */
  async imagem(deps: AtividadeDeps, actor: Actor, atividadeId: string): Promise<StoredObject> {
    const row = await atividadeRepository.find(deps.db, atividadeId);
    if (!row || row.escolaId !== actor.escolaId) throw notFound('Imagem');
    await requireAccess(deps.db, actor, Permissao.TurmaConteudoLer, row.turmaId);
    const stored = row.imagem ? await deps.storage.getStream(row.imagem) : null;
    if (!stored) throw notFound('Imagem');
    return stored;
  },
};
