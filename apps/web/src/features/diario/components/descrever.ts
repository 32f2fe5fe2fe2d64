import type { RegistroDiarioRead } from '@lunna/contract';
import type { TFunction } from 'i18next';
import { formatTime } from '../../../lib/dates';

/** "10:45" in the reader's time zone (the school's, in practice). */
export const hora = formatTime;

/** "quarta-feira, 10 de março" for a YYYY-MM-DD date (read at noon UTC so no time zone moves the day). */
export const diaLongo = (data: string, lang: string) =>
  new Date(`${data}T12:00:00Z`).toLocaleDateString(lang, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

const numero = (n: number, lang: string) => n.toLocaleString(lang, { maximumFractionDigits: 2 });

/** The timeline shows the latest version of each entry: not replaced, not voided. */
export const vigentes = (registros: RegistroDiarioRead[]) =>
  registros.filter((r) => r.corrigidoPor === null && !r.anulado);

/** One line that says what happened, in the reader's language ("Almoço: comeu quase tudo"). */
export function descrever(t: TFunction, r: RegistroDiarioRead, lang: string): string {
  const d = r.detalhes;
  switch (d.tipo) {
    case 'refeicao':
      return t('diario.linha.refeicao', {
        refeicao: t(`diario.refeicao.${d.refeicao}`),
        quantidade: t(`diario.quantidade.${d.quantidade}`),
      });
    case 'mamadeira':
      return t('diario.linha.mamadeira', { ml: d.ml });
    case 'sono':
      if (d.naoDormiu) return t('diario.linha.naoDormiu');
      return d.fim
        ? t('diario.linha.sono', { inicio: hora(r.ocorridoEm, lang), fim: hora(d.fim, lang) })
        : t('diario.linha.dormindo', { inicio: hora(r.ocorridoEm, lang) });
    case 'higiene':
      return t(`diario.linha.${d.higiene}`, {
        resultados: d.resultados.map((x) => t(`diario.resultado.${x}`)).join(', '),
      });
    case 'temperatura':
      return t('diario.linha.temperatura', { graus: numero(d.graus, lang) });
    case 'medicacao':
      return t('diario.linha.medicacao', {
        medicamento: d.medicamento,
        dose: numero(d.dose, lang),
        unidade: t(`diario.unidade.${d.unidade}`),
      });
    case 'incidente':
      return t('diario.linha.incidente', { incidente: t(`diario.incidente.${d.incidente}`), local: d.local });
    case 'humor':
      return t('diario.linha.humor', { humor: t(`diario.humor.${d.humor}`) });
    case 'nota':
      return d.texto;
    case 'trazer':
      return t('diario.linha.trazer', { itens: d.itens.map((x) => t(`diario.item.${x}`)).join(', ') });
  }
}

/** The free text an entry carries beside its main line, if any. */
export function notaDe(r: RegistroDiarioRead): string | undefined {
  const d = r.detalhes;
  if (d.tipo === 'nota') return undefined;
  if (d.tipo === 'incidente') return d.descricao;
  if (d.tipo === 'refeicao' && d.recusou) return d.nota ? `${d.recusou} · ${d.nota}` : d.recusou;
  return d.nota || undefined;
}
