/**
 * Every date and time the portal shows, in the interface language's own form: 09/03/2021 and 07:42 in
 * pt-BR, es and fr; 03/09/2021 and 7:42 AM in en. Built on Intl so each language's order, separators and
 * clock come from the platform, not from hand-written patterns. Components read these through
 * `useFormatters()`; code outside React passes the language itself.
 */

/** A yyyy-mm-dd calendar date, an ISO instant, or a Date. */
export type DateInput = string | Date;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date (a birth date, a menu's day) is a day, not a moment: it is read at noon UTC and shown
 * in UTC, so no time zone can move it to the day before. An instant is shown in the device's time zone.
 */
function read(value: DateInput): { date: Date; timeZone?: string } {
  if (value instanceof Date) return { date: value };
  if (CALENDAR_DATE.test(value)) return { date: new Date(`${value}T12:00:00Z`), timeZone: 'UTC' };
  return { date: new Date(value) };
}

function format(value: DateInput, lang: string, options: Intl.DateTimeFormatOptions): string {
  const { date, timeZone } = read(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return new Intl.DateTimeFormat(lang, { ...options, ...(timeZone ? { timeZone } : {}) }).format(date);
}

const capitalised = (text: string, lang: string) => text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);

/**
 * 07:42 on a 24-hour clock (the hour always in two digits, as a Brazilian or French reader writes it),
 * 7:42 AM on a 12-hour one: which clock is the language's own, from Intl.
 */
function timeOptions(lang: string): Intl.DateTimeFormatOptions {
  const { hourCycle } = new Intl.DateTimeFormat(lang, { hour: 'numeric' }).resolvedOptions();
  const twelveHour = hourCycle === 'h12' || hourCycle === 'h11';
  return { hour: twelveHour ? 'numeric' : '2-digit', minute: '2-digit' };
}

const DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const DAY_MONTH: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit' };

/** 09/03/2021 (pt-BR, es, fr) · 03/09/2021 (en). */
export const formatDate = (value: DateInput, lang: string) => format(value, lang, DATE);

/** 09/03 (pt-BR, es, fr) · 03/09 (en). */
export const formatDayMonth = (value: DateInput, lang: string) => format(value, lang, DAY_MONTH);

/** The time of an instant: 07:42 (pt-BR, es, fr) · 7:42 AM (en). */
export const formatTime = (value: DateInput, lang: string) => format(value, lang, timeOptions(lang));

/** 09/03/2021, 07:42 · 03/09/2021, 7:42 AM. */
export const formatDateTime = (value: DateInput, lang: string) =>
  format(value, lang, { ...DATE, ...timeOptions(lang) });

/** 09/03, 07:42 · 03/09, 7:42 AM: an instant of this year, where the year adds nothing. */
export const formatDayMonthTime = (value: DateInput, lang: string) =>
  format(value, lang, { ...DAY_MONTH, ...timeOptions(lang) });

/** 9 de março de 2021 · March 9, 2021 · 9 de marzo de 2021 · 9 mars 2021. */
export const formatLongDate = (value: DateInput, lang: string) =>
  format(value, lang, { day: 'numeric', month: 'long', year: 'numeric' });

/** 9 de março · March 9: a day of this year, in words. */
export const formatDayMonthLong = (value: DateInput, lang: string) =>
  format(value, lang, { day: 'numeric', month: 'long' });

/** Terça-feira, 9 de março · Tuesday, March 9. */
export const formatWeekdayLong = (value: DateInput, lang: string) =>
  capitalised(format(value, lang, { weekday: 'long', day: 'numeric', month: 'long' }), lang);

/** Terça-feira · Tuesday. */
export const formatWeekday = (value: DateInput, lang: string) =>
  capitalised(format(value, lang, { weekday: 'long' }), lang);

/** Março de 2021 · March 2021, from a yyyy-mm month or any date in it. */
export const formatMonthYear = (value: DateInput, lang: string) =>
  capitalised(
    format(/^\d{4}-\d{2}$/.test(String(value)) ? `${String(value)}-01` : value, lang, {
      month: 'long',
      year: 'numeric',
    }),
    lang,
  );

/**
 * A wall-clock time as the server sends it ('HH:MM' in the school's time zone: a pickup time, a check-in,
 * a routine's row), in the interface language's clock: 17:30 · 5:30 PM. Anything else is shown as it came.
 */
export function formatClock(hhmm: string, lang: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const date = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return new Intl.DateTimeFormat(lang, { ...timeOptions(lang), timeZone: 'UTC' }).format(date);
}
