import { firstName } from '../convite/convite.emails';
import type { Email } from '../notificacao/notificacao.service';

/** To the school's directors: a family registered with the school code and waits for approval. */
export function familiaAguardandoEmail(nome: string, nomeResp: string, criancas: string[], link: string): Email {
  const quem = criancas.length ? ` (${criancas.map(firstName).join(', ')})` : '';
  return {
    subject: 'Lunna · Nova família aguardando aprovação',
    text: [
      `Olá, ${firstName(nome)}!`,
      '',
      `${nomeResp} concluiu o cadastro com o código da escola${quem} e aguarda a sua aprovação.`,
      'Até lá, a família não vê nada da escola.',
      '',
      `Revise em Minha escola: ${link}`,
    ].join('\n'),
  };
}

/** To the guardian whose link the director approved. */
export function vinculoAprovadoEmail(nome: string, nomeDisc: string, escola: string, link: string): Email {
  return {
    subject: `Lunna · A ${escola} aprovou o seu cadastro`,
    text: [
      `Olá, ${firstName(nome)}!`,
      '',
      `A direção da ${escola} aprovou o seu cadastro. Você já pode acompanhar ${firstName(nomeDisc)} no Lunna.`,
      '',
      `Entre no portal: ${link}`,
    ].join('\n'),
  };
}

/** To the guardian whose pending link the director declined. */
export function vinculoRecusadoEmail(nome: string, nomeDisc: string, escola: string): Email {
  return {
    subject: `Lunna · Sobre o seu cadastro na ${escola}`,
    text: [
      `Olá, ${firstName(nome)}!`,
      '',
      `A direção da ${escola} não aprovou o acompanhamento de ${firstName(nomeDisc)} pelo Lunna.`,
      '',
      'Se acha que houve um engano, fale com a direção da escola.',
    ].join('\n'),
  };
}
