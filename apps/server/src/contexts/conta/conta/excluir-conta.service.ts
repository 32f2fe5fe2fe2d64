import type { ContaExcluida } from '@lunna/contract';
import { forbidden } from '../../../lib/app-error';
import { emailDeConta } from '../../../lib/textos/email-conta';
import { escreverFrases, idiomaOuPadrao, t, type Texto } from '../../../lib/textos/textos';
import type { Storage } from '../../../platform/storage/storage';
import type { Actor } from '../../../lib/actor';
import { notificacaoService } from '../../comunicacao/notificacao/notificacao.service';
import { contaEquipe } from './conta.errors';
import { checkPassword, sendQuietly, type ContaDeps } from './conta.service';
import { excluirContaRepository as repo } from './excluir-conta.repository';

/**
 * What the director is told, in the director's language: who left and which children left the school with them.
 * No health data, no documents.
 */
function aviso(nomeResp: string, apagadas: string[], mantidas: string[]): Texto[] {
  const partes: Texto[] = [{ chave: 'conta.exclusao.excluiu', vars: { nome: nomeResp } }];
  if (apagadas.length)
    partes.push({ chave: 'conta.exclusao.apagadas', vars: { criancas: apagadas, count: apagadas.length } });
  if (mantidas.length)
    partes.push({ chave: 'conta.exclusao.mantidas', vars: { criancas: mantidas, count: mantidas.length } });
  return partes;
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
      const files = [
        ...(await repo.filesOf(tx, actor.usuarioId, erasedIds)),
        ...memorias.flatMap((m) => [m.imagem, m.miniatura, m.original]),
      ];
      await repo.forgetChildren(tx, erasedIds);
      await repo.deleteMemorias(
        tx,
        memorias.map((m) => m.id),
      );
      await repo.deleteChildren(tx, erasedIds);
      await repo.detachFromKeptChildren(tx, actor.usuarioId, profile.id, now);
      await repo.deleteAccount(tx, actor.usuarioId, profile.id, conta.email);
      await repo.recordErasure(tx, {
        escolaId: conta.escolaId,
        papel: 'responsavel',
        discentesExcluidos: apagadas.length,
        discentesMantidos: mantidas.length,
        excluidoEm: now,
      });

      const directors = await repo.directors(tx, conta.escolaId, actor.usuarioId);
      const texto = aviso(
        profile.nomeResp,
        apagadas.map((c) => c.nomeDisc),
        mantidas.map((c) => c.nomeDisc),
      );
      await notificacaoService.record(tx, directors, {
        escolaId: conta.escolaId,
        prioridade: 'Atenção',
        tipo: 'conta',
        titulo: { chave: 'conta.exclusao.titulo' },
        texto,
        link: '/dashboard',
        refId: null,
      });
      return { files, directors, texto, excluidos: apagadas.length, mantidos: mantidas.length };
    });

    // Committed: a storage hiccup leaves an unreferenced file, never a half-erased account.
    await Promise.allSettled(done.files.map((key) => deps.storage.remove(key)));
    await notificacaoService.email(
      deps.db,
      deps.mailer,
      deps.log,
      done.directors,
      'Atenção',
      (nome, idioma) =>
        emailDeConta(
          idioma,
          nome,
          'conta.exclusao.assuntoEscola',
          `${escreverFrases(idioma, done.texto)}\n\n${t(idioma, 'conta.exclusao.registro')}`,
        ),
    );
    await sendQuietly(
      deps,
      {
        to: conta.email,
        ...emailDeConta(idiomaOuPadrao(conta.idioma), conta.nome, 'conta.exclusao.assunto', {
          chave: 'conta.exclusao.texto',
        }),
      },
      'account deleted notice',
    );
    return { ok: true, discentesExcluidos: done.excluidos, discentesMantidos: done.mantidos };
  },
};
