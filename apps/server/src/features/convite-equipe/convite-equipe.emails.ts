import { CONVITE_EQUIPE_VALIDADE_DIAS, type PapelEquipe } from '@lunna/contract';
import type { Email } from '../notificacao/notificacao.service';

const funcao = (papel: PapelEquipe) => (papel === 'gestor' ? 'a direção' : 'a equipe de educadores');

/** The staff invitation: the school, the role and the one-time link to choose a password. */
export function conviteEquipeEmail(nome: string, papel: PapelEquipe, escola: string, link: string): Email {
  return {
    subject: `Lunna — convite para ${funcao(papel)} da ${escola}`,
    text: [
      `Olá, ${nome.trim().split(/\s+/)[0] ?? nome}!`,
      '',
      `Você foi convidado(a) para ${funcao(papel)} da ${escola} no Lunna.`,
      '',
      'Para criar sua senha e entrar, abra o link abaixo:',
      '',
      link,
      '',
      `O link vale por ${CONVITE_EQUIPE_VALIDADE_DIAS} dias e só pode ser usado uma vez. Depois, entre pela página de login com este e-mail e a senha que escolher.`,
      '',
      'Se você não esperava este convite, ignore esta mensagem.',
      '',
      'Equipe Lunna',
    ].join('\n'),
  };
}
