import { formatDayMonth } from '../../../lib/dates';

/** Display helpers of the child card. */

/** A dialable link for a Brazilian number stored as digits (area code included): the country code is added. */
export function telHref(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 || digits.length === 11 ? `tel:+55${digits}` : `tel:${digits}`;
}

/** 'YYYY-MM-DD' → "27/11" in the interface language, read at noon UTC so no time zone moves the day. */
export const shortDay = formatDayMonth;

/** The text a family typed, or null when it is empty. */
export const filled = (value: string | null | undefined): string | null =>
  value && value.trim() ? value.trim() : null;
