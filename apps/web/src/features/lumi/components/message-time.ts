import { formatDayMonthTime, formatTime } from '../../../lib/dates';

/** "14:05" for a message of today, "12/03, 14:05" for an older one, in the interface language. */
export function messageTime(iso: string, language: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toDateString() === now.toDateString()
    ? formatTime(date, language)
    : formatDayMonthTime(date, language);
}
