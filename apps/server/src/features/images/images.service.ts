import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/app-error';
import type { Storage } from '../../platform/storage/storage';
import type { Actor } from '../auth/actor';
import { imagesRepository } from './images.repository';

const isStaff = (actor: Actor) => actor.papel === 'pedagogo' || actor.papel === 'gestor';

export const imagesService = {
  /**
   * A photo is served only to who may see it: its owner; a child's photo to the child's guardians and
   * the school's staff; a guardian's photo to co-guardians and staff; identity documents and SUS
   * cards to the family and the director only.
   */
  async read(db: Db, storage: Storage, actor: Actor, filename: string) {
    const file = await imagesRepository.find(db, filename);
    if (!file) throw notFound('Imagem');
    if (file.escolaId !== actor.escolaId) throw forbidden();
    const own = file.donoUsuarioId === actor.usuarioId;
    let allowed = own;
    if (!allowed) {
      switch (file.tipo) {
        case 'foto_disc':
          allowed = isStaff(actor) || (!!file.discenteId && (await imagesRepository.isGuardianOfChild(db, actor.usuarioId, file.discenteId)));
          break;
        case 'perfil_resp':
          allowed = isStaff(actor) || (!!file.donoUsuarioId && (await imagesRepository.shareAChild(db, actor.usuarioId, file.donoUsuarioId)));
          break;
        case 'rg_resp':
          allowed = actor.papel === 'gestor';
          break;
        // A child's identity document and SUS card: the child's guardians and the director.
        case 'doc_disc':
        case 'cartao_sus':
          allowed =
            actor.papel === 'gestor' || (!!file.discenteId && (await imagesRepository.isGuardianOfChild(db, actor.usuarioId, file.discenteId)));
          break;
        case 'perfil_equipe':
          allowed = true;
          break;
      }
    }
    if (!allowed) throw forbidden();
    const data = await storage.get(filename);
    if (!data) throw notFound('Imagem');
    return { data, contentType: file.contentType };
  },
};
