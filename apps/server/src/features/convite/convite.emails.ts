import { CONVITE_VALIDADE_DIAS } from '@lunna/contract';
import type { Email } from '../notificacao/notificacao.service';

export const firstName = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;

/**
 * The invitation: who invites, the child's first name and the school, and the link. Nothing else about
 * the child travels by e-mail (the address could be mistyped).
 */
export function conviteEmail(convidadoPor: string, nomeDisc: string, escola: string, link: string): Email {
  const crianca = firstName(nomeDisc);
  return {
    subject: `Lunna — ${firstName(convidadoPor)} convidou você para acompanhar ${crianca}`,
    text: [
      'Olá!',
      '',
      `${convidadoPor} convidou você para acompanhar ${crianca} na ${escola} pelo Lunna, o aplicativo da escola com os avisos, a rotina e a segurança da criança.`,
      '',
      'Para aceitar, abra o link abaixo. Se você ainda não tem uma conta, poderá criá-la ali mesmo:',
      '',
      link,
      '',
      `O convite vale por ${CONVITE_VALIDADE_DIAS} dias e só pode ser usado uma vez. Se você não esperava este convite, ignore esta mensagem.`,
      '',
      'Equipe Lunna',
    ].join('\n'),
  };
}

/** To the child's other guardians and the director when an invitation was accepted. */
export function aceitoEmail(nome: string, novo: string, nomeDisc: string, link: string): Email {
  return {
    subject: `Lunna · ${firstName(novo)} agora acompanha ${firstName(nomeDisc)}`,
    text: [
      `Olá, ${firstName(nome)}!`,
      '',
      `${novo} aceitou o convite e agora acompanha ${firstName(nomeDisc)} no Lunna.`,
      '',
      `Veja no portal: ${link}`,
    ].join('\n'),
  };
}

/** To the guardian whose access the school removed. */
export function acessoRemovidoEmail(nome: string, nomeDisc: string, escola: string): Email {
  return {
    subject: `Lunna · Importante: seu acesso a ${firstName(nomeDisc)} foi removido`,
    text: [
      `Olá, ${firstName(nome)}!`,
      '',
      `A direção da ${escola} removeu o seu acesso a ${firstName(nomeDisc)} no Lunna. Você não verá mais as informações da criança.`,
      '',
      'Se tiver dúvidas, fale com a direção da escola.',
    ].join('\n'),
  };
}

/** To the child's remaining guardians when the school removed another guardian's access. */
export function outroRemovidoEmail(nome: string, removido: string, nomeDisc: string, link: string): Email {
  return {
    subject: `Lunna · Importante: ${firstName(removido)} não acompanha mais ${firstName(nomeDisc)}`,
    text: [
      `Olá, ${firstName(nome)}!`,
      '',
      `A direção da escola removeu o acesso de ${removido} a ${firstName(nomeDisc)} no Lunna.`,
      '',
      `Veja os responsáveis da criança: ${link}`,
    ].join('\n'),
  };
}
