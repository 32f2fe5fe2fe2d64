import { formatDayMonth } from '../../../lib/dates';

/** School dates arrive as 'YYYY-MM-DD': shown as calendar dates, never shifted by the browser's time zone. */
const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

export function addDays(iso: string, days: number): string {
  const d = at(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** '03/03' in the interface language's order. */
export const diaMes = formatDayMonth;

/** ISO weekday (1 = Monday) of a date. */
export const diaDaSemana = (iso: string) => at(iso).getUTCDay() || 7;

/** The Monday naming a date's week; on a weekend, the coming week (as the server reads it). */
export function semanaDe(iso: string): string {
  const dia = diaDaSemana(iso);
  return dia <= 5 ? addDays(iso, 1 - dia) : addDays(iso, 8 - dia);
}
