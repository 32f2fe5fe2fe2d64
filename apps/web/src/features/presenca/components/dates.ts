import { formatDayMonth, formatMonthYear } from '../../../lib/dates';

/** School dates arrive as 'YYYY-MM-DD': shown as calendar dates, never shifted by the browser's time zone. */
const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

export const longDate = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    at(iso),
  );

/** "27/11" (or "11/27" in English). */
export const shortDate = formatDayMonth;

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

export const dayLabel = (iso: string, lang: string) =>
  capitalised(
    new Intl.DateTimeFormat(lang, {
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
      timeZone: 'UTC',
    }).format(at(iso)),
  );

/** "novembro de 2026" → "Novembro de 2026" (only the first letter: "de" stays small). */
export const monthLabel = formatMonthYear;

/** 'YYYY-MM' moved by `delta` months. */
export function shiftMonth(mes: string, delta: number): string {
  const [y, m] = mes.split('-').map(Number);
  const d = new Date(Date.UTC(y!, m! - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}
