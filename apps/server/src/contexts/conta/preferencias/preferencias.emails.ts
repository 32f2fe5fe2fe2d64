import type { Papel, RelatoProblemaPayload } from '@lunna/contract';
import type { Email } from '../../comunicacao/notificacao/notificacao.service';

const PAPEL: Record<Papel, string> = {
  responsavel: 'responsável',
  pedagogo: 'pedagogo(a)',
  gestor: 'gestor(a)',
};

/** A 'Reportar problema' report as the school's directors and the Lunna team receive it (answers go to the sender). */
export function relatoProblemaEmail(
  relato: RelatoProblemaPayload,
  who: { nome: string; papel: Papel },
  escola: string,
  protocolo: string,
): Email {
  return {
    subject: `Lunna · Problema relatado ${protocolo}`,
    text: [
      `${who.nome} (${PAPEL[who.papel]}, ${escola}) relatou um problema no Lunna.`,
      '',
      `Protocolo: ${protocolo}`,
      `Página: ${relato.pagina}`,
      '',
      relato.descricao,
      '',
      'A direção vê todos os relatos da escola em Configurações › Problemas relatados. Responda a este e-mail para falar com quem relatou.',
    ].join('\n'),
  };
}
