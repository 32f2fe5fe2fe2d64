import {
  msg,
  type ConviteEquipeAceito,
  type ConviteEquipePeek,
  type aceitarConviteEquipeForm,
} from '@lunna/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { uniqueViolation } from '../../../db/unique-violation';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { sha256 } from '../../../lib/tokens';
import { hashPassword } from '../../conta/auth/passwords';
import { gerarIdUsuario } from '../../conta/conta/id-usuario';
import { notificacaoService } from '../../comunicacao/notificacao/notificacao.service';
import { conviteEquipeRepository } from './convite-equipe.repository';

export type ConviteEquipeDeps = { db: Db; clock: Clock };

/** Unknown, expired, used or cancelled: one answer, so a token reveals nothing about why it fails. */
const invalido = () => new AppError(404, 'NOT_FOUND', msg.conviteEquipeInvalido);
const emailEmUso = () => new AppError(409, 'CONFLICT', msg.emailDuplicado, { email: msg.emailDuplicado });

export const conviteEquipeService = {
  /** Public (the token is the key): what the page shows before the person chooses a password. */
  async peek(deps: ConviteEquipeDeps, token: string): Promise<ConviteEquipePeek> {
    const open = await conviteEquipeRepository.openByHash(deps.db, sha256(token), deps.clock.now());
    if (!open) throw invalido();
    return {
      nomeEscola: open.nomeEscola,
      nome: open.nome,
      email: open.email,
      papel: open.papel,
      expiraEm: open.expiresAt.toISOString(),
    };
  },

  /**
   * Creates the staff account the invitation describes (the link proved the mailbox, so the e-mail is
   * confirmed), gives it the invitation's classes that are still the school's, and tells the directors.
   * The invitation is claimed first in the transaction: a second acceptance at the same time finds it
   * used, so there is only ever one account. No session is opened: the person signs in on `/login`.
   */
  async accept(
    deps: ConviteEquipeDeps,
    token: string,
    form: z.output<typeof aceitarConviteEquipeForm>,
  ): Promise<ConviteEquipeAceito> {
    const { db } = deps;
    const open = await conviteEquipeRepository.openByHash(db, sha256(token), deps.clock.now());
    if (!open) throw invalido();
    if (await conviteEquipeRepository.emailInUse(db, open.email)) throw emailEmUso();
    const senhaHash = await hashPassword(form.senha);
    const now = deps.clock.now();
    try {
      await db.transaction(async (tx) => {
        if (!(await conviteEquipeRepository.claim(tx, open.id, now))) throw invalido();
        const user = await conviteEquipeRepository.createStaff(tx, {
          escolaId: open.escolaId,
          email: open.email,
          senhaHash,
          papel: open.papel,
          nome: open.nome,
          emailConfirmadoEm: now,
          idUsuario: await gerarIdUsuario(tx, open.nome, open.email),
        });
        await conviteEquipeRepository.setAceitoPor(tx, open.id, user.id);
        // A class archived or removed since the invitation is simply left out.
        const turmas = await conviteEquipeRepository.activeTurmasOfEscola(tx, open.escolaId, open.turmaIds);
        if (open.papel === 'pedagogo') await conviteEquipeRepository.assignTurmas(tx, user.id, turmas);
        const directors = (await conviteEquipeRepository.activeDirectorsOf(tx, open.escolaId)).filter(
          (id) => id !== user.id,
        );
        await notificacaoService.record(tx, directors, {
          escolaId: open.escolaId,
          prioridade: 'Normal',
          tipo: 'conta',
          titulo: { chave: 'equipe.entrou.titulo', vars: { nome: open.nome } },
          texto: { chave: 'equipe.entrou.texto', vars: { nome: open.nome, context: open.papel } },
          link: '/escola#equipe',
          refId: open.id,
        });
      });
    } catch (err) {
      if (uniqueViolation(err)?.includes('email')) throw emailEmUso();
      throw err;
    }
    return { ok: true, email: open.email, nomeEscola: open.nomeEscola };
  },
};
