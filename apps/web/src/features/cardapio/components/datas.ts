import { formatDayMonth, formatWeekday } from '../../../lib/dates';

/** School dates arrive as 'YYYY-MM-DD': shown as calendar dates, never shifted by the browser's time zone. */
const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

export function addDays(iso: string, days: number): string {
  const d = at(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const diaMes = formatDayMonth;

/** 'Terça-feira' */
export const nomeDoDia = formatWeekday;

/** Index (0 = Monday … 4 = Friday) of `hoje` in the week, or Monday when today is not in it. */
export function indiceDoDia(semana: string, hoje: string): number {
  for (let i = 0; i < 5; i++) if (addDays(semana, i) === hoje) return i;
  return 0;
}
