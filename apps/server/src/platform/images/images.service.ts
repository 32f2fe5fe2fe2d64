import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/app-error';
import type { Storage } from '../storage/storage';
import type { Actor } from '../../lib/actor';
import { auditRepository } from '../audit/audit.repository';
import { imagesRepository } from './images.repository';
import { acessoRepository } from '../../acesso/acesso.repository';

type Arquivo = NonNullable<Awaited<ReturnType<typeof imagesRepository.find>>>;

/**
 * Who may see a file: its owner; a child's photo, the child's guardians and the director; a guardian's
 * photo, co-guardians, the director and the educators of the guardian's children (they check who picks
 * a child up against it); identity documents and SUS cards, the family, the director and
 * the educators of the child's classes. Every educator of the school sees the children's photos, to pick
 * the right child when forming a class (decision 0005).
 */
async function mayRead(db: Db, actor: Actor, file: Arquivo): Promise<boolean> {
  if (file.donoUsuarioId === actor.usuarioId) return true;
  const director = actor.papel === 'gestor';
  switch (file.tipo) {
    case 'perfil_equipe':
      return true;
    case 'rg_resp':
      return director;
    case 'perfil_resp':
      if (director) return true;
      if (!file.donoUsuarioId) return false;
      if (actor.papel === 'pedagogo')
        return imagesRepository.teachesAChildOf(db, actor.usuarioId, file.donoUsuarioId);
      return imagesRepository.shareAChild(db, actor.usuarioId, file.donoUsuarioId);
    case 'foto_disc':
      if (actor.papel === 'pedagogo') return true;
      return (
        director ||
        (!!file.discenteId &&
          (await imagesRepository.isGuardianOfChild(db, actor.usuarioId, file.discenteId)))
      );
    // The banner cover is the family's picture: the guardians and the director.
    case 'capa_disc':
      return (
        director ||
        (!!file.discenteId &&
          (await imagesRepository.isGuardianOfChild(db, actor.usuarioId, file.discenteId)))
      );
    // Documents, SUS cards and the photo of a person authorised to pick the child up: whoever may read the child.
    case 'doc_disc':
    case 'cartao_sus':
    case 'foto_autorizado':
      if (director) return true;
      if (!file.discenteId) return false;
      if (actor.papel === 'pedagogo')
        return acessoRepository.educadorDoDiscente(db, actor.usuarioId, file.discenteId);
      return imagesRepository.isGuardianOfChild(db, actor.usuarioId, file.discenteId);
  }
}

export const imagesService = {
  async read(db: Db, storage: Storage, actor: Actor, filename: string) {
    const file = await imagesRepository.find(db, filename);
    if (!file) throw notFound('Imagem');
    if (file.escolaId !== actor.escolaId || !(await mayRead(db, actor, file))) throw forbidden();
    const stored = await storage.getStream(filename);
    if (!stored) throw notFound('Imagem');
    if (file.discenteId) {
      try {
        await auditRepository.recordReads(
          db,
          actor,
          file.tipo === 'foto_disc' || file.tipo === 'capa_disc' ? 'ler_foto' : 'ler_documento',
          [file.discenteId],
        );
      } catch (err) {
        // Not read: the file is let go.
        stored.body.destroy();
        throw err;
      }
    }
    return { body: stored.body, size: stored.size, contentType: file.contentType };
  },
};
