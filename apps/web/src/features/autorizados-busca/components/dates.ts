import { formatDateTime, formatDayMonth } from '../../../lib/dates';

/** School dates arrive as 'YYYY-MM-DD': read them at noon UTC so no time zone moves them a day. */
const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** "sexta-feira, 27/11" in the interface language. */
export const weekdayAndDay = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang, {
    weekday: 'long',
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC',
  }).format(at(iso));

/** "27/11" (or "11/27" in English). */
export const shortDay = formatDayMonth;

/** When a change was made, in the reader's clock. */
export const whenMade = formatDateTime;

type Translate = (key: string, options: Record<string, string>) => string;

/** The period of an authorisation in words ("sexta-feira, 27/11", "23/11 a 27/11"): null for a permanent one. */
export function periodLabel(
  p: { dataInicio: string | null; dataFim: string | null },
  lang: string,
  t: Translate,
): string | null {
  if (!p.dataInicio || !p.dataFim) return null;
  if (p.dataInicio === p.dataFim) return weekdayAndDay(p.dataInicio, lang);
  return t('quemBusca.periodo', { inicio: shortDay(p.dataInicio, lang), fim: shortDay(p.dataFim, lang) });
}
