import type { ContaExcluida } from '@lunna/contract';
import { forbidden } from '../../lib/app-error';
import type { Storage } from '../../platform/storage/storage';
import type { Actor } from '../auth/actor';
import { notificacaoService } from '../notificacao/notificacao.service';
import { contaEquipe } from './conta.errors';
import { checkPassword, sendQuietly, type ContaDeps } from './conta.service';
import { excluirContaRepository as repo } from './excluir-conta.repository';

const lista = (nomes: string[]) => (nomes.length <= 1 ? (nomes[0] ?? '') : `${nomes.slice(0, -1).join(', ')} e ${nomes[nomes.length - 1]}`);

/** What the director is told: who left and which children left the school with them. No health data, no documents. */
function aviso(nomeResp: string, apagadas: string[], mantidas: string[]) {
  const partes = [`${nomeResp} excluiu a própria conta de responsável.`];
  if (apagadas.length) partes.push(`Sem outro responsável, ${apagadas.length === 1 ? 'foram apagados os dados de' : 'foram apagados os dados das crianças'} ${lista(apagadas)}.`);
  if (mantidas.length) partes.push(`${lista(mantidas)} ${mantidas.length === 1 ? 'continua' : 'continuam'} com outro responsável.`);
  return partes.join(' ');
}

export const excluirContaService = {
  /**
   * Erases a guardian's account with their password, in one transaction: children with another active
   * guardian only lose the link (their data stays for that guardian); the others are erased with
   * everything hanging from them; the profile and the usuario go; a record without personal data is kept;
   * the school's directors are told. Files leave storage after the commit. Staff accounts are closed by
   * the school's director, not here.
   */
  async excluir(deps: ContaDeps & { storage: Storage }, actor: Actor, senha: string): Promise<ContaExcluida> {
    if (actor.papel !== 'responsavel') throw contaEquipe();
    const conta = await checkPassword(deps.db, actor, senha, 'senha');
    const now = new Date();
    const done = await deps.db.transaction(async (tx) => {
      const profile = await repo.lockGuardian(tx, actor.usuarioId);
      if (!profile) throw forbidden();
      const children = await repo.childrenOf(tx, profile.id);
      const apagadas = children.filter((c) => !c.compartilhada);
      const mantidas = children.filter((c) => c.compartilhada);
      const erasedIds = apagadas.map((c) => c.id);

      const memorias = await repo.memoriasOnlyOf(tx, erasedIds);
      const files = [...(await repo.filesOf(tx, actor.usuarioId, erasedIds)), ...memorias.flatMap((m) => [m.imagem, m.miniatura, m.original])];
      await repo.forgetChildren(tx, erasedIds);
      await repo.deleteMemorias(
        tx,
        memorias.map((m) => m.id),
      );
      await repo.deleteChildren(tx, erasedIds);
      await repo.detachFromKeptChildren(tx, actor.usuarioId, profile.id, now);
      await repo.deleteAccount(tx, actor.usuarioId, profile.id, conta.email);
      await repo.recordErasure(tx, { escolaId: conta.escolaId, papel: 'responsavel', discentesExcluidos: apagadas.length, discentesMantidos: mantidas.length, excluidoEm: now });

      const directors = await repo.directors(tx, conta.escolaId, actor.usuarioId);
      const texto = aviso(profile.nomeResp, apagadas.map((c) => c.nomeDisc), mantidas.map((c) => c.nomeDisc));
      await notificacaoService.record(tx, directors, {
        escolaId: conta.escolaId,
        prioridade: 'Atenção',
        tipo: 'conta',
        titulo: 'Conta de responsável excluída',
        texto,
        link: '/dashboard',
        refId: null,
      });
      return { files, directors, texto, excluidos: apagadas.length, mantidos: mantidas.length };
    });

    // Committed: a storage hiccup leaves an unreferenced file, never a half-erased account.
    await Promise.allSettled(done.files.map((key) => deps.storage.remove(key)));
    await notificacaoService.email(deps.db, deps.mailer, deps.log, done.directors, 'Atenção', (nome) => ({
      subject: 'Lunna — um responsável excluiu a conta',
      text: `Olá, ${nome}!\n\n${done.texto}\n\nO registro da exclusão fica guardado sem dados pessoais.\n\nEquipe Lunna`,
    }));
    await sendQuietly(
      deps,
      {
        to: conta.email,
        subject: 'Lunna — sua conta foi excluída',
        text: `Olá, ${conta.nome}!\n\nSua conta Lunna foi excluída, como você pediu, e a escola foi avisada. Os dados das crianças sem outro responsável foram apagados; as que têm outro responsável continuam com ele.\n\nEquipe Lunna`,
      },
      'account deleted notice',
    );
    return { ok: true, discentesExcluidos: done.excluidos, discentesMantidos: done.mantidos };
  },
};
