import type { Idioma, PeriodoPlano } from '@lunna/contract';
import { t } from '../../../lib/textos/textos';
import type { Email } from '../../comunicacao/notificacao/notificacao.service';

const LOCALE: Record<Idioma, string> = { 'pt-BR': 'pt-BR', en: 'en-US', es: 'es', fr: 'fr' };
/** Reais, written the reader's way ("R$ 7.776,00", "R$7,776.00"). */
const brl = (centavos: number, idioma: Idioma) =>
  new Intl.NumberFormat(LOCALE[idioma], { style: 'currency', currency: 'BRL' }).format(centavos / 100);

export type Recibo = {
  nome: string;
  nomeEscola: string;
  nomePlano: string;
  periodo: PeriodoPlano;
  valorCentavos: number;
  pagoAte: Date;
  referencia: string;
};

/** The receipt of a renewal, in the director's language: what was paid, for which period, and until when the school is covered. */
export function reciboEmail(r: Recibo, idioma: Idioma): Email {
  const nome = r.nome.trim().split(/\s+/)[0] ?? r.nome;
  const texto = t(idioma, 'pagamento.recibo.texto', {
    escola: r.nomeEscola,
    plano: r.nomePlano,
    periodo: t(idioma, `pagamento.periodo.${r.periodo}`),
    valor: brl(r.valorCentavos, idioma),
    pagoAte: new Intl.DateTimeFormat(LOCALE[idioma], {
      dateStyle: 'long',
      timeZone: 'America/Sao_Paulo',
    }).format(r.pagoAte),
    referencia: r.referencia,
  });
  return {
    subject: t(idioma, 'pagamento.recibo.assunto', { escola: r.nomeEscola }),
    text: `${t(idioma, 'comum.ola', { nome })}\n\n${texto}\n\n${t(idioma, 'conta.assinatura')}`,
  };
}
