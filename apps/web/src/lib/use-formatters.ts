import { useTranslation } from 'react-i18next';
import * as dates from './dates';

type Bound = {
  [K in keyof typeof dates as K extends `format${string}` ? K : never]: (typeof dates)[K] extends (
    value: infer V,
    lang: string,
  ) => string
    ? (value: V) => string
    : never;
};

/** The date and time formatters of `lib/dates.ts`, in the interface's current language. */
export function useFormatters(): Bound & { lang: string } {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return {
    lang,
    formatDate: (v) => dates.formatDate(v, lang),
    formatDayMonth: (v) => dates.formatDayMonth(v, lang),
    formatTime: (v) => dates.formatTime(v, lang),
    formatDateTime: (v) => dates.formatDateTime(v, lang),
    formatDayMonthTime: (v) => dates.formatDayMonthTime(v, lang),
    formatLongDate: (v) => dates.formatLongDate(v, lang),
    formatDayMonthLong: (v) => dates.formatDayMonthLong(v, lang),
    formatWeekdayLong: (v) => dates.formatWeekdayLong(v, lang),
    formatWeekday: (v) => dates.formatWeekday(v, lang),
    formatMonthYear: (v) => dates.formatMonthYear(v, lang),
    formatClock: (v) => dates.formatClock(v, lang),
  };
}
