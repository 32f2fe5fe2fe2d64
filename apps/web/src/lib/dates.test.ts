import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatDayMonthLong,
  formatLongDate,
  formatMonthYear,
  formatTime,
  formatWeekday,
  formatWeekdayLong,
} from './dates';

// An instant built in the device's zone, so the expected wall time holds wherever the tests run.
const morning = new Date(2021, 2, 9, 7, 42);
const evening = new Date(2021, 2, 9, 17, 30);

describe('dates in the interface language', () => {
  it.each([
    ['pt-BR', '09/03/2021', '09/03'],
    // Spanish writes a day and month without the year unpadded (Intl's own form for es).
    ['es', '09/03/2021', '9/3'],
    ['fr', '09/03/2021', '09/03'],
    ['en', '03/09/2021', '03/09'],
  ])(
    '%s: a calendar date is dd/mm/yyyy, or mm/dd/yyyy in English, never moved by the time zone',
    (lang, full, short) => {
      expect(formatDate('2021-03-09', lang)).toBe(full);
      expect(formatDayMonth('2021-03-09', lang)).toBe(short);
      expect(formatDate('2021-12-31', lang)).toBe(lang === 'en' ? '12/31/2021' : '31/12/2021');
    },
  );

  it.each([
    ['pt-BR', '07:42', '17:30'],
    ['es', '07:42', '17:30'],
    ['fr', '07:42', '17:30'],
    ['en', '7:42 AM', '5:30 PM'],
  ])('%s: times on the language’s clock', (lang, am, pm) => {
    expect(formatTime(morning, lang)).toBe(am);
    expect(formatTime(evening.toISOString(), lang)).toBe(pm);
    expect(formatClock('07:42', lang)).toBe(am);
    expect(formatClock('17:30', lang)).toBe(pm);
  });

  it.each([
    ['pt-BR', '09/03/2021, 07:42'],
    ['es', '09/03/2021, 07:42'],
    ['fr', '09/03/2021 07:42'],
    ['en', '03/09/2021, 7:42 AM'],
  ])('%s: a date with its time', (lang, expected) => {
    expect(formatDateTime(morning, lang)).toBe(expected);
  });

  it.each([
    ['pt-BR', '9 de março de 2021', '9 de março', 'Terça-feira, 9 de março', 'Terça-feira', 'Março de 2021'],
    ['es', '9 de marzo de 2021', '9 de marzo', 'Martes, 9 de marzo', 'Martes', 'Marzo de 2021'],
    ['fr', '9 mars 2021', '9 mars', 'Mardi 9 mars', 'Mardi', 'Mars 2021'],
    ['en', 'March 9, 2021', 'March 9', 'Tuesday, March 9', 'Tuesday', 'March 2021'],
  ])('%s: dates in words', (lang, long, dayMonth, weekdayLong, weekday, month) => {
    expect(formatLongDate('2021-03-09', lang)).toBe(long);
    expect(formatDayMonthLong('2021-03-09', lang)).toBe(dayMonth);
    expect(formatWeekdayLong('2021-03-09', lang)).toBe(weekdayLong);
    expect(formatWeekday('2021-03-09', lang)).toBe(weekday);
    expect(formatMonthYear('2021-03', lang)).toBe(month);
  });

  it('shows what it cannot read as it came', () => {
    expect(formatDate('não informado', 'pt-BR')).toBe('não informado');
    expect(formatClock('7h', 'en')).toBe('7h');
  });
});
