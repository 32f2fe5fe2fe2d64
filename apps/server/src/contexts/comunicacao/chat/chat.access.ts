import type { DbOrTx } from '../../../db/client';
import { forbidden } from '../../../lib/app-error';
import type { Actor } from '../../../lib/actor';
import { discenteQueries } from '../../familia/discente/discente.queries';
import { chatRepository, type PessoaRow } from './chat.repository';
import { requireAccess, isStaff } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';
import { acessoRepository } from '../../../acesso/acesso.repository';

/**
 * Who may talk to whom, inside one school only:
 * - a guardian ↔ the educators who teach an active class of one of their children, and the directors;
 * - staff ↔ staff;
 * - an educator ↔ the guardians of the children in the active classes they teach; a director ↔ every
 *   guardian of the school who counts in the chat;
 * - never guardian ↔ guardian, never a deactivated account or an unfinished registration.
 * A guardian counts in the chat (here, in 'Geral' and in the unread badge) by one rule, `responsavelEmTurma`:
 * an active link to a child in an active class. A new family whose child is in no class yet has no class
 * community to talk to: no 'Geral', no conversation with the direction (the portal says how to reach the school).
 */

/** The actor as a chat member: staff, or a guardian who finished registering; returns the guardian's children. */
async function membro(db: DbOrTx, actor: Actor): Promise<{ filhos: string[] }> {
  if (isStaff(actor)) return { filhos: [] };
  const profile = await requireAccess(db, actor, Permissao.Responsavel);
  if (!actor.cadastroConcluido) throw forbidden();
  return { filhos: await discenteQueries.idsOfGuardian(db, profile.id) };
}

/** The school's 'Geral' room: staff, and guardians who count in the chat (`responsavelEmTurma`). */
export async function podeUsarGeral(db: DbOrTx, actor: Actor): Promise<boolean> {
  await membro(db, actor);
  return isStaff(actor) || chatRepository.emTurma(db, actor.usuarioId);
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
  await membro(db, actor);
  if (!outro || !outro.ativo || outro.usuarioId === actor.usuarioId) return false;
  const outroEquipe = outro.papel !== 'responsavel';
  if (isStaff(actor) && outroEquipe) return true;
  if (!isStaff(actor) && !outroEquipe) return false;

  // One is staff, the other a guardian: the guardian must count in the chat; an educator must teach one of their children.
  const [daEquipe, responsavelId] = isStaff(actor)
    ? [{ usuarioId: actor.usuarioId, papel: actor.papel }, outro.usuarioId]
    : [{ usuarioId: outro.usuarioId, papel: outro.papel }, actor.usuarioId];
  if (!(await chatRepository.emTurma(db, responsavelId))) return false;
  if (daEquipe.papel === 'gestor') return true;
  for (const discenteId of await discenteQueries.idsOfGuardianAccount(db, responsavelId)) {
    if (await acessoRepository.educadorDoDiscente(db, daEquipe.usuarioId, discenteId)) return true;
  }
  return false;
}

/** Everyone the actor may talk to, by account id (the caller drops inactive accounts when reading them). */
export async function contatosPermitidos(db: DbOrTx, actor: Actor): Promise<string[]> {
  const { filhos } = await membro(db, actor);
  const ids = new Set<string>();
  if (!isStaff(actor)) {
    if (!(await chatRepository.emTurma(db, actor.usuarioId))) return [];
    for (const discenteId of filhos)
      for (const id of await discenteQueries.educatorUsuarioIdsOf(db, discenteId)) ids.add(id);
    for (const id of await chatRepository.equipeAtiva(db, actor.escolaId, true)) ids.add(id);
  } else {
    for (const id of await chatRepository.equipeAtiva(db, actor.escolaId)) ids.add(id);
    const guardians =
      actor.papel === 'gestor'
        ? await chatRepository.responsaveisEmTurma(db, actor.escolaId)
        : (
            await Promise.all(
              (await discenteQueries.idsTaughtBy(db, actor.usuarioId)).map((d) =>
                discenteQueries.guardianUsuarioIdsOf(db, d),
              ),
            )
          ).flat();
    for (const id of guardians) ids.add(id);
  }
  ids.delete(actor.usuarioId);
  return [...ids];
}
