import crypto from 'node:crypto';
import { msg, type DiscenteImagens } from '@lunna/contract';
import type { Db } from '../../../db/client';
import { notFound, validation } from '../../../lib/app-error';
import { processCover } from '../../../platform/images/process-image';
import type { Storage } from '../../../platform/storage/storage';
import type { Actor } from '../../../lib/actor';
import { auditRepository } from '../../../platform/audit/audit.repository';
import { prepareImages, removeImages, type StoredImage } from '../../../platform/images/image-store';
import { replaceStoredImage } from '../responsavel-dados/replace-stored-image';
import { discenteImagensRepository as repo, type ImagemDiscente } from './discente-imagens.repository';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

/** Kept apart from the record's versions: who changed the child's pictures, and when. */
const ENTIDADE = 'discente_imagem';
const TIPO = { imgDisc: 'foto_disc', capaDisc: 'capa_disc' } as const;
const ACAO = { imgDisc: 'alterar_foto', capaDisc: 'alterar_capa' } as const;

/** The child's profile photo (longest side 1600) or the banner cover (cropped to 4:1), both without metadata. */
async function prepare(column: ImagemDiscente, data: Buffer): Promise<StoredImage> {
  if (column === 'imgDisc') return (await prepareImages({ imgDisc: data })).imgDisc!;
  return { filename: `${crypto.randomUUID()}.webp`, data: await processCover(data, column) };
}

async function current(db: Db, idDisc: string): Promise<DiscenteImagens> {
  const row = await repo.read(db, idDisc);
  if (!row) throw notFound('Criança');
  return row;
}

export const discenteImagensService = {
  /** Only the child's own guardians change its photo or its banner cover; the old file is removed. */
  async setImagem(
    db: Db,
    storage: Storage,
    actor: Actor,
    idDisc: string,
    column: ImagemDiscente,
    data: Buffer | undefined,
  ): Promise<DiscenteImagens> {
    await requireAccess(db, actor, Permissao.DiscenteResponsavel, idDisc);
    if (!data) throw validation({ [column]: msg.imagemObrigatoria });
    const image = await prepare(column, data);
    await replaceStoredImage(db, storage, image, async (tx) => {
      const child = await repo.lock(tx, idDisc);
      if (!child) throw notFound('Criança');
      const old = child[column];
      await repo.set(tx, idDisc, column, image.filename);
      await repo.recordFile(tx, {
        filename: image.filename,
        escolaId: child.escolaId,
        donoUsuarioId: actor.usuarioId,
        discenteId: idDisc,
        tipo: TIPO[column],
        contentType: 'image/webp',
      });
      if (old) await repo.forgetFile(tx, old);
      await repo.recordHistory(tx, {
        escolaId: child.escolaId,
        discenteId: idDisc,
        usuarioId: actor.usuarioId,
        entidade: ENTIDADE,
        acao: old ? 'alterado' : 'criado',
        antes: old ? { [column]: old } : null,
        depois: { [column]: image.filename },
      });
      await auditRepository.record(tx, {
        escolaId: child.escolaId,
        usuarioId: actor.usuarioId,
        discenteId: idDisc,
        acao: ACAO[column],
      });
      return { result: undefined, replaced: old };
    });
    return current(db, idDisc);
  },

  /** Back to the banner's pattern: the cover's row and file are removed. */
  async removeCapa(db: Db, storage: Storage, actor: Actor, idDisc: string): Promise<DiscenteImagens> {
    await requireAccess(db, actor, Permissao.DiscenteResponsavel, idDisc);
    const removed = await db.transaction(async (tx) => {
      const child = await repo.lock(tx, idDisc);
      if (!child) throw notFound('Criança');
      const old = child.capaDisc;
      if (!old) return null;
      await repo.set(tx, idDisc, 'capaDisc', null);
      await repo.forgetFile(tx, old);
      await repo.recordHistory(tx, {
        escolaId: child.escolaId,
        discenteId: idDisc,
        usuarioId: actor.usuarioId,
        entidade: ENTIDADE,
        acao: 'removido',
        antes: { capaDisc: old },
      });
      await auditRepository.record(tx, {
        escolaId: child.escolaId,
        usuarioId: actor.usuarioId,
        discenteId: idDisc,
        acao: 'remover_capa',
      });
      return old;
    });
    if (removed) await removeImages(storage, [removed]).catch(() => undefined);
    return current(db, idDisc);
  },
};
