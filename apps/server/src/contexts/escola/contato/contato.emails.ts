import type { ContatoPayload } from '@lunna/contract';
import type { Email } from '../../comunicacao/notificacao/notificacao.service';

/** Header values come from the public form: one line each. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/** A contact form message as the team receives it (answering goes to the sender: Reply-To). */
export function contatoEmail(message: ContatoPayload, protocolo: string): Email {
  return {
    subject: `Lunna · Contato ${protocolo}: ${oneLine(message.assunto)}`,
    text: [
      'Nova mensagem pelo formulário de contato do site.',
      '',
      `Protocolo: ${protocolo}`,
      `Nome: ${message.nome}`,
      `Telefone: ${message.telefone}`,
      `Email: ${message.email}`,
      `Assunto: ${message.assunto}`,
      '',
      message.mensagem,
      '',
      'Responda a este email para falar com quem escreveu.',
    ].join('\n'),
  };
}
