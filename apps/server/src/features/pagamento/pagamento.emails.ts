import type { PeriodoPlano } from '@lunna/contract';
import type { Email } from '../notificacao/notificacao.service';

const brl = (centavos: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(centavos / 100);
const data = (d: Date) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(d);

export type Recibo = {
  nome: string;
  nomeEscola: string;
  nomePlano: string;
  periodo: PeriodoPlano;
  valorCentavos: number;
  pagoAte: Date;
  referencia: string;
};

/** The receipt of a renewal: what was paid, for which period, and until when the school is covered. */
export function reciboEmail(r: Recibo): Email {
  return {
    subject: `Lunna — recibo da assinatura da ${r.nomeEscola}`,
    text: [
      `Olá, ${r.nome.trim().split(/\s+/)[0] ?? r.nome}!`,
      '',
      `Recebemos o pagamento da assinatura da ${r.nomeEscola}.`,
      '',
      `Plano: ${r.nomePlano} (${r.periodo})`,
      `Valor: ${brl(r.valorCentavos)}`,
      `Pago até: ${data(r.pagoAte)}`,
      `Referência: ${r.referencia}`,
      '',
      'Os recibos também ficam em Minha escola › Assinatura.',
      '',
      'Equipe Lunna',
    ].join('\n'),
  };
}
