import crypto from 'node:crypto';
import {
  CAMPO_FOTOS,
  MEMORIAS_POR_PAGINA,
  memoriaPayload,
  msg,
  type CriancaMemoria,
  type MemoriaList,
  type MemoriaRead,
  type TamanhoFoto,
  type memoriaListQuery,
} from '@lunna/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { AppError, forbidden, notFound, validation } from '../../../lib/app-error';
import { parseOrThrow } from '../../../lib/zod-fields';
import { processPhotoSizes } from '../../../platform/images/process-image';
import type { Storage } from '../../../platform/storage/storage';
import type { Actor } from '../../../lib/actor';
import { discenteQueries } from '../../familia/discente/discente.queries';
import { notificacaoService } from '../../comunicacao/notificacao/notificacao.service';
import { memoriaRepository, type Cursor, type MemoriaRow, type Page } from './memoria.repository';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';
import { acessoRepository } from '../../../acesso/acesso.repository';

export type MemoriaDeps = { db: Db; storage: Storage };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const encodeCursor = (row: { cursorEm: string; id: string }) =>
  Buffer.from(`${row.cursorEm}|${row.id}`).toString('base64url');

function decodeCursor(raw: string | undefined): Cursor | null {
  if (!raw) return null;
  const [criadoEm = '', id = ''] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  if (!UUID.test(id) || !/^\d{4}-\d{2}-\d{2} [\d:.]+[+-]\d{2}(:\d{2})?$/.test(criadoEm))
    throw validation({ cursor: msg.valorInvalido });
  return { criadoEm, id };
}

const pageOf = (query: z.output<typeof memoriaListQuery>): Page => ({
  ordem: query.ordem,
  cursor: decodeCursor(query.cursor),
  limit: MEMORIAS_POR_PAGINA,
});

type View = {
  tags: Map<string, { idDisc: string; nomeDisc: string }[]>;
  favoritos: Set<string>;
  reservadas: Set<string>;
  podeExcluir: (row: MemoriaRow) => boolean;
};

function toRead(row: MemoriaRow, view: View): MemoriaRead {
  return {
    idMemoria: row.id,
    descricao: row.descricao,
    criadoEm: row.createdAt.toISOString(),
    turma: { idTurma: row.turmaId, nomeTurma: row.nomeTurma },
    pedagogo: { nome: row.autorNome, ftPerfil: row.autorFoto },
    largura: row.largura,
    altura: row.altura,
    somenteMarcados: row.somenteMarcados,
    discentes: view.tags.get(row.id) ?? [],
    favorito: view.favoritos.has(row.id),
    reservada: view.reservadas.has(row.id),
    podeExcluir: view.podeExcluir(row),
  };
}

async function tagsByMemoria(db: Db, ids: string[], onlyChildren?: string[]) {
  const tags = new Map<string, { idDisc: string; nomeDisc: string }[]>();
  for (const t of await memoriaRepository.tagsOf(db, ids)) {
    if (onlyChildren && !onlyChildren.includes(t.idDisc)) continue;
    tags.set(t.memoriaId, [...(tags.get(t.memoriaId) ?? []), { idDisc: t.idDisc, nomeDisc: t.nomeDisc }]);
  }
  return tags;
}

/** Staff see every tag and which photos stay with one family; the author and the director may delete. */
async function staffView(db: Db, actor: Actor, rows: MemoriaRow[]): Promise<MemoriaRead[]> {
  const ids = rows.map((r) => r.id);
  const view: View = {
    tags: await tagsByMemoria(db, ids),
    favoritos: new Set(),
    reservadas: await memoriaRepository.reservadas(db, ids),
    podeExcluir: (row) => actor.papel === 'gestor' || row.autorId === actor.usuarioId,
  };
  return rows.map((r) => toRead(r, view));
}

function paged(
  rows: MemoriaRow[],
  items: (rows: MemoriaRow[]) => Promise<MemoriaRead[]>,
): Promise<MemoriaList> {
  const more = rows.length > MEMORIAS_POR_PAGINA;
  const shown = rows.slice(0, MEMORIAS_POR_PAGINA);
  const last = shown.at(-1);
  return items(shown).then((itens) => ({ itens, proximoCursor: more && last ? encodeCursor(last) : null }));
}

/** Staff: the director (same school), an educator of the class, or the photo's author. */
async function staffMaySee(db: Db, actor: Actor, row: MemoriaRow): Promise<boolean> {
  if (actor.papel === 'gestor') return true;
  if (actor.papel !== 'pedagogo') return false;
  return (
    row.autorId === actor.usuarioId || acessoRepository.educadorDaTurma(db, actor.usuarioId, row.turmaId)
  );
}

/** A memory the actor may see, or 404/403 (404 too when it belongs to another school: nothing is revealed). */
async function visibleMemoria(db: Db, actor: Actor, id: string): Promise<MemoriaRow> {
  const row = await memoriaRepository.find(db, id);
  if (!row || row.escolaId !== actor.escolaId) throw notFound('Memória');
  if (actor.papel === 'responsavel') {
    const profile = await requireAccess(db, actor, Permissao.Responsavel);
    const children = await discenteQueries.idsOfGuardian(db, profile.id);
    if (!(await memoriaRepository.visibleToGuardian(db, id, actor.usuarioId, children))) throw forbidden();
    return row;
  }
  if (!(await staffMaySee(db, actor, row))) throw forbidden();
  return row;
}

export const memoriaService = {
  /**
   * Staff share photos with a class they manage. All or nothing: every file is checked and re-encoded
   * first, then stored, then the rows are written in one transaction; on any failure the stored files
   * are removed. Only the guardians who can see the new photos are notified.
   */
  async upload(deps: MemoriaDeps, actor: Actor, body: unknown, files: Buffer[]): Promise<MemoriaRead[]> {
    await requireAccess(deps.db, actor, Permissao.Equipe);
    const { db, storage } = deps;
    const payload = parseOrThrow(memoriaPayload, body);
    const classe = await requireAccess(db, actor, Permissao.TurmaGerir, payload.idTurma);
    if (classe.arquivadaEm) throw new AppError(409, 'CONFLICT', 'Esta turma está arquivada');
    if (files.length === 0) throw validation({ [CAMPO_FOTOS]: msg.fotosObrigatorias });
    const inClass = new Set(
      (await memoriaRepository.criancasDaTurma(db, payload.idTurma)).map((c) => c.idDisc),
    );
    if (payload.idsDisc.some((id) => !inClass.has(id))) throw validation({ idsDisc: msg.criancaForaDaTurma });

    const photos = [];
    for (const file of files) photos.push(await processPhotoSizes(file, CAMPO_FOTOS));
    const keyed = photos.map((p) => {
      const base = crypto.randomUUID();
      return {
        ...p,
        keys: { miniatura: `${base}-m.webp`, tela: `${base}-t.webp`, original: `${base}-o.jpg` },
      };
    });
    const stored: string[] = [];
    try {
      for (const p of keyed) {
        for (const tamanho of ['miniatura', 'tela', 'original'] as const) {
          await storage.put(p.keys[tamanho], p[tamanho]);
          stored.push(p.keys[tamanho]);
        }
      }
      const ids = await db.transaction(async (tx) => {
        const created = await memoriaRepository.create(
          tx,
          keyed.map((p) => ({
            escolaId: actor.escolaId,
            turmaId: payload.idTurma,
            autorId: actor.usuarioId,
            descricao: payload.descricao,
            somenteMarcados: payload.somenteMarcados,
            imagem: p.keys.tela,
            miniatura: p.keys.miniatura,
            original: p.keys.original,
            largura: p.largura,
            altura: p.altura,
          })),
          payload.idsDisc,
        );
        const recipients = await memoriaRepository.guardiansWhoSee(tx, created);
        await notificacaoService.record(tx, recipients, {
          escolaId: actor.escolaId,
          prioridade: 'Normal',
          tipo: 'memoria',
          titulo: { chave: 'memoria.novas.titulo', vars: { turma: classe.nomeTurma, count: created.length } },
          // The description is written as typed; without one, a line in each reader's language.
          texto: payload.descricao ? payload.descricao.slice(0, 160) : { chave: 'memoria.novas.texto' },
          link: '/memoria',
          refId: created[0] ?? null,
        });
        return created;
      });
      const rows = (await Promise.all(ids.map((id) => memoriaRepository.find(db, id)))).filter(
        (r): r is MemoriaRow => r !== null,
      );
      return staffView(db, actor, rows);
    } catch (err) {
      await Promise.allSettled(stored.map((key) => storage.remove(key)));
      throw err;
    }
  },

  /** A guardian's memories of one of their children, newest first unless asked otherwise. */
  async listForChild(
    deps: MemoriaDeps,
    actor: Actor,
    discenteId: string,
    query: z.output<typeof memoriaListQuery>,
  ): Promise<MemoriaList> {
    const { db } = deps;
    const profile = await requireAccess(db, actor, Permissao.DiscenteResponsavel, discenteId);
    const page = pageOf(query);
    const rows = await memoriaRepository.listForGuardian(
      db,
      actor.usuarioId,
      discenteId,
      query.favoritos === 'true',
      page,
    );
    const children = await discenteQueries.idsOfGuardian(db, profile.id);
    return paged(rows, async (shown) => {
      const ids = shown.map((r) => r.id);
      const view: View = {
        tags: await tagsByMemoria(db, ids, children),
        favoritos: await memoriaRepository.favoritesOf(db, actor.usuarioId, ids),
        reservadas: new Set(),
        podeExcluir: () => false,
      };
      return shown.map((r) => toRead(r, view));
    });
  },

  /** Staff who manage the class: every memory of it. */
  async listForTurma(
    deps: MemoriaDeps,
    actor: Actor,
    turmaId: string,
    query: z.output<typeof memoriaListQuery>,
  ): Promise<MemoriaList> {
    const { db } = deps;
    await requireAccess(db, actor, Permissao.TurmaGerir, turmaId);
    const rows = await memoriaRepository.listForTurma(db, turmaId, pageOf(query));
    return paged(rows, (shown) => staffView(db, actor, shown));
  },

  async criancas(deps: MemoriaDeps, actor: Actor, turmaId: string): Promise<CriancaMemoria[]> {
    await requireAccess(deps.db, actor, Permissao.TurmaGerir, turmaId);
    return memoriaRepository.criancasDaTurma(deps.db, turmaId);
  },

  async imagem(deps: MemoriaDeps, actor: Actor, id: string, tamanho: TamanhoFoto) {
    const row = await visibleMemoria(deps.db, actor, id);
    const key = tamanho === 'miniatura' ? row.miniatura : tamanho === 'original' ? row.original : row.imagem;
    const stored = await deps.storage.getStream(key);
    if (!stored) throw notFound('Imagem');
    const day = row.createdAt.toISOString().slice(0, 10);
    return {
      ...stored,
      contentType: tamanho === 'original' ? 'image/jpeg' : 'image/webp',
      download: tamanho === 'original' ? `memoria-${day}-${row.id.slice(0, 8)}.jpg` : null,
    };
  },

  async setFavorito(
    deps: MemoriaDeps,
    actor: Actor,
    id: string,
    favorito: boolean,
  ): Promise<{ favorito: boolean }> {
    await requireAccess(deps.db, actor, Permissao.Responsavel);
    await visibleMemoria(deps.db, actor, id);
    await memoriaRepository.setFavorito(deps.db, id, actor.usuarioId, favorito);
    return { favorito };
  },

  /** The author or the director; the files go with the row. */
  async remove(deps: MemoriaDeps, actor: Actor, id: string): Promise<void> {
    await requireAccess(deps.db, actor, Permissao.Equipe);
    const row = await memoriaRepository.find(deps.db, id);
    if (!row || row.escolaId !== actor.escolaId) throw notFound('Memória');
    if (actor.papel !== 'gestor' && row.autorId !== actor.usuarioId) throw forbidden();
    await memoriaRepository.remove(deps.db, id);
    await Promise.allSettled(
      [row.imagem, row.miniatura, row.original].map((key) => deps.storage.remove(key)),
    );
  },
};
