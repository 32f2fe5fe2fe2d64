import { semanaDe } from '../contexts/conteudo/rotina/semana-escolar';
import { addDaysTo, instantAt, localDate } from '../lib/school-time';

/**
 * Fixed school days for tests that read "today", "tomorrow" or a weekday. The demo seed fills the week
 * `semanaDe` names at seeding time (the coming one on a weekend) and the menu of the week after; a test
 * sets the app's clock to a weekday of that week instead of trusting the machine's calendar, so it reads
 * the same on a Friday night, a Sunday or the last school day of a year.
 */
export const DEMO_TZ = 'America/Sao_Paulo';

/** The Monday of the week the demo seed filled (stable from Saturday to the following Friday). */
export const seededWeek = (): string => semanaDe(localDate(new Date(), DEMO_TZ));

/** An instant on a weekday (1 = Monday … 5 = Friday) of the seeded week, at a wall-clock time of the school. */
export const seededSchoolDay = (isoWeekday: 1 | 2 | 3 | 4 | 5, horario = '10:00'): Date =>
  instantAt(addDaysTo(seededWeek(), isoWeekday - 1), horario, DEMO_TZ);
