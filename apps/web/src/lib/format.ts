/** Pure display helpers for the portal (dates arrive as yyyy-mm-dd, phones as 10–11 digits); dates and times are shown by lib/dates.ts. */

function parseIsoDate(iso: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

export type Age = { unit: 'years' | 'months'; value: number };

/** Completed years on `today`; under one year, completed months instead. */
export function ageFromBirthDate(iso: string, today: Date = new Date()): Age | null {
  const birth = parseIsoDate(iso);
  if (!birth) return null;
  const y = today.getFullYear();
  const m = today.getMonth() + 1;
  const d = today.getDate();
  let months = (y - birth.year) * 12 + (m - birth.month);
  if (d < birth.day) months -= 1;
  if (months < 0) return null;
  return months < 12 ? { unit: 'months', value: months } : { unit: 'years', value: Math.floor(months / 12) };
}

/** 11912345678 → (11) 91234-5678; 1133334444 → (11) 3333-4444; anything else unchanged. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 11) return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  return value;
}

export const firstName = (fullName: string): string => fullName.trim().split(/\s+/)[0] ?? fullName;

/** Up to two initials for the placeholder avatar: "Ana Clara Souza" → "AS". */
export function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
