import { describe, expect, it } from 'vitest';
import { addDaysTo, instantAt, isSchoolDay, localDate, localTime, weekdayOf } from './school-time';

const SP = 'America/Sao_Paulo';

describe('school time', () => {
  it('reads the school date and time in its zone, not UTC', () => {
    // 02:30 UTC on the 21st is still 23:30 of the 20th in São Paulo (UTC−3).
    const at = new Date('2026-11-21T02:30:00Z');
    expect(localDate(at, SP)).toBe('2026-11-20');
    expect(localTime(at, SP)).toBe('23:30');
    expect(localDate(at, 'UTC')).toBe('2026-11-21');
  });

  it('turns a school date and time into the instant', () => {
    expect(instantAt('2026-11-20', '16:30', SP).toISOString()).toBe('2026-11-20T19:30:00.000Z');
    expect(instantAt('2026-11-20', '16:30', 'Europe/Lisbon').toISOString()).toBe('2026-11-20T16:30:00.000Z');
  });

  it('knows the weekday and the school days', () => {
    expect(weekdayOf('2026-11-20')).toBe(5); // Friday
    expect(weekdayOf('2026-11-22')).toBe(7); // Sunday
    expect(isSchoolDay('2026-11-20')).toBe(true);
    expect(isSchoolDay('2026-11-21')).toBe(false);
    expect(addDaysTo('2026-11-30', 1)).toBe('2026-12-01');
  });
});
