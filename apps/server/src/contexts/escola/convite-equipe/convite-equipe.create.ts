import { CONVITE_EQUIPE_VALIDADE_DIAS, type Idioma, type PapelEquipe } from '@lunna/contract';
import type { DbOrTx } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { randomToken, sha256 } from '../../../lib/tokens';
import type { Mailer } from '../../../platform/mail/mailer';
import { conviteEquipeEmail } from './convite-equipe.emails';
import { conviteEquipeRepository } from './convite-equipe.repository';

const DAY_MS = 86_400_000;

export type NovoConviteEquipe = {
  escolaId: string;
  nomeEscola: string;
  nome: string;
  email: string;
  papel: PapelEquipe;
  turmaIds?: string[];
  convidadoPor: string | null;
};

/**
 * Records a staff invitation (only the token's hash is stored) and returns what is needed to e-mail it.
 * Used by the director's 'Convidar' and by the checkout that creates a school and invites its director.
 * A new invitation to an address replaces the school's unanswered one (the older link stops working).
 * The caller sends the e-mail after its transaction commits, so a rolled-back invitation is never sent.
 */
export async function criarConviteEquipe(tx: DbOrTx, clock: Clock, input: NovoConviteEquipe) {
  const token = randomToken();
  const email = input.email.toLowerCase();
  await conviteEquipeRepository.cancelUnansweredTo(tx, input.escolaId, email, clock.now());
  const convite = await conviteEquipeRepository.insert(tx, {
    escolaId: input.escolaId,
    email,
    nome: input.nome,
    papel: input.papel,
    turmaIds: input.turmaIds ?? [],
    tokenHash: sha256(token),
    convidadoPor: input.convidadoPor,
    expiresAt: new Date(clock.now().getTime() + CONVITE_EQUIPE_VALIDADE_DIAS * DAY_MS),
  });
  return { convite, token };
}

/** The e-mail with the link to `/convite-equipe?token=…`, in the inviter's language. */
export async function enviarConviteEquipe(
  mailer: Mailer,
  publicUrl: string,
  input: Pick<NovoConviteEquipe, 'nome' | 'email' | 'papel' | 'nomeEscola'>,
  token: string,
  idioma: Idioma = 'pt-BR',
) {
  const link = `${publicUrl}/convite-equipe?token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: input.email,
    ...conviteEquipeEmail(idioma, input.nome, input.papel, input.nomeEscola, link),
  });
}
