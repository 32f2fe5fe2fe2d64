import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { getISODay } from 'date-fns/getISODay';

/**
 * School-day arithmetic in the school's time zone (escola.fusoHorario). Dates are 'YYYY-MM-DD' strings,
 * times 'HH:MM'; instants are Date (UTC).
 */

/** The school's calendar date at an instant. */
export const localDate = (at: Date, timeZone: string): string =>
  format(new TZDate(at, timeZone), 'yyyy-MM-dd');

/** The school's wall-clock time ('HH:MM') at an instant. */
export const localTime = (at: Date, timeZone: string): string => format(new TZDate(at, timeZone), 'HH:mm');

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export const weekdayOf = (data: string): number => getISODay(new Date(`${data}T12:00:00Z`));

/** The instant of a wall-clock time on a school date. */
export function instantAt(data: string, horario: string, timeZone: string): Date {
  const [y, m, d] = data.split('-').map(Number);
  const [hh, mm] = horario.split(':').map(Number);
  return new Date(new TZDate(y!, m! - 1, d!, hh!, mm!, 0, 0, timeZone).getTime());
}

export const addDaysTo = (data: string, days: number): string =>
  format(addDays(new Date(`${data}T12:00:00Z`), days), 'yyyy-MM-dd');

/** Monday to Friday. */
export const isSchoolDay = (data: string): boolean => weekdayOf(data) <= 5;
