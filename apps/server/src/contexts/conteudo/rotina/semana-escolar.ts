import type { Clock } from '../../../lib/clock';
import { addDaysTo, localDate, weekdayOf } from '../../../lib/school-time';

/** The Monday naming the week of a school date; on a weekend, the coming week (the one a family plans for). */
export function semanaDe(data: string): string {
  const dia = weekdayOf(data);
  return dia <= 5 ? addDaysTo(data, 1 - dia) : addDaysTo(data, 8 - dia);
}

/** Friday of the week named by its Monday. */
export const fimDaSemana = (semana: string): string => addDaysTo(semana, 4);

/** The school's today and the week a read without `semana` shows. */
export function semanaAtual(clock: Clock, timeZone: string) {
  const hoje = localDate(clock.now(), timeZone);
  return { hoje, semana: semanaDe(hoje) };
}
