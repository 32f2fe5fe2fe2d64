import type { DbOrTx } from '../../db/client';
import { forbidden } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import { avisoRepository } from '../aviso/aviso.repository';
import { guardianOf } from '../discente/discente.access';
import { discenteRepository } from '../discente/discente.repository';
import { responsavelRepository } from '../responsavel/responsavel.repository';
import { isStaff } from '../turma/turma.access';
import { turmaRepository } from '../turma/turma.repository';
import { chatRepository, type PessoaRow } from './chat.repository';

/**
 * Who may talk to whom, inside one school only:
 * - a guardian ↔ the educators who teach an active class of one of their children, and the directors;
 * - staff ↔ staff;
 * - an educator ↔ the guardians of the children in the active classes they teach; a director ↔ every
 *   active guardian of the school;
 * - never guardian ↔ guardian, never a deactivated account or an unfinished registration, and a guardian
 *   counts only through active links to children (a pending or suspended link gives nothing).
 */

/** The children a guardian follows now (active links only). */
async function filhosAtivos(db: DbOrTx, usuarioId: string): Promise<string[]> {
  const profile = await responsavelRepository.byUsuario(db, usuarioId);
  return profile ? discenteRepository.idsOfGuardian(db, profile.id) : [];
}

/** The actor as a chat member: staff, or a guardian who finished registering; returns the guardian's children. */
async function membro(db: DbOrTx, actor: Actor): Promise<{ filhos: string[] }> {
  if (isStaff(actor)) return { filhos: [] };
  const profile = await guardianOf(db, actor);
  if (!actor.cadastroConcluido) throw forbidden();
  return { filhos: await discenteRepository.idsOfGuardian(db, profile.id) };
}

/** The school's 'Geral' room: staff, and guardians with at least one active link to a child of the school. */
export async function podeUsarGeral(db: DbOrTx, actor: Actor): Promise<boolean> {
  const { filhos } = await membro(db, actor);
  return isStaff(actor) || filhos.length > 0;
}

export async function assertPodeUsarGeral(db: DbOrTx, actor: Actor): Promise<void> {
  if (!(await podeUsarGeral(db, actor))) throw forbidden();
}

/** Whether the actor may write to this person now (the person as read from the actor's school). */
export async function podeConversar(
  db: DbOrTx,
  actor: Actor,
  outro: PessoaRow | undefined,
): Promise<boolean> {
  const { filhos } = await membro(db, actor);
  if (!outro || !outro.ativo || outro.usuarioId === actor.usuarioId) return false;
  const outroEquipe = outro.papel !== 'responsavel';
  if (isStaff(actor) && outroEquipe) return true;
  if (!isStaff(actor) && !outroEquipe) return false;

  // One is staff, the other a guardian: the guardian must follow a child now; an educator must teach one of them.
  const [daEquipe, filhosDoResponsavel] = isStaff(actor)
    ? [{ usuarioId: actor.usuarioId, papel: actor.papel }, await filhosAtivos(db, outro.usuarioId)]
    : [{ usuarioId: outro.usuarioId, papel: outro.papel }, filhos];
  if (filhosDoResponsavel.length === 0) return false;
  if (daEquipe.papel === 'gestor') return true;
  for (const discenteId of filhosDoResponsavel) {
    if (await turmaRepository.teachesChild(db, daEquipe.usuarioId, discenteId)) return true;
  }
  return false;
}

/** Everyone the actor may talk to, by account id (the caller drops inactive accounts when reading them). */
export async function contatosPermitidos(db: DbOrTx, actor: Actor): Promise<string[]> {
  const { filhos } = await membro(db, actor);
  const ids = new Set<string>();
  if (!isStaff(actor)) {
    if (filhos.length === 0) return [];
    for (const discenteId of filhos)
      for (const id of await discenteRepository.educatorUsuarioIdsOf(db, discenteId)) ids.add(id);
    for (const id of await chatRepository.equipeAtiva(db, actor.escolaId, true)) ids.add(id);
  } else {
    for (const id of await chatRepository.equipeAtiva(db, actor.escolaId)) ids.add(id);
    const guardians =
      actor.papel === 'gestor'
        ? await avisoRepository.guardiansOfEscola(db, actor.escolaId)
        : (
            await Promise.all(
              (await discenteRepository.idsTaughtBy(db, actor.usuarioId)).map((d) =>
                discenteRepository.guardianUsuarioIdsOf(db, d),
              ),
            )
          ).flat();
    for (const id of guardians) ids.add(id);
  }
  ids.delete(actor.usuarioId);
  return [...ids];
}
