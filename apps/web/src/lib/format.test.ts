import { describe, expect, it } from 'vitest';
import { ageFromBirthDate, firstName, formatPhone, initials } from './format';

describe('ageFromBirthDate', () => {
  const today = new Date(2026, 4, 15); // 15 May 2026
  it('counts completed years', () => {
    expect(ageFromBirthDate('2022-05-15', today)).toEqual({ unit: 'years', value: 4 });
    expect(ageFromBirthDate('2022-05-16', today)).toEqual({ unit: 'years', value: 3 });
  });
  it('uses months under one year', () => {
    expect(ageFromBirthDate('2025-11-20', today)).toEqual({ unit: 'months', value: 5 });
    expect(ageFromBirthDate('2026-05-01', today)).toEqual({ unit: 'months', value: 0 });
  });
  it('rejects future or malformed dates', () => {
    expect(ageFromBirthDate('2027-01-01', today)).toBeNull();
    expect(ageFromBirthDate('ontem', today)).toBeNull();
  });
});

describe('formatPhone', () => {
  it('formats mobile and landline numbers', () => {
    expect(formatPhone('11912345678')).toBe('(11) 91234-5678');
    expect(formatPhone('1133334444')).toBe('(11) 3333-4444');
    expect(formatPhone('123')).toBe('123');
  });
});

describe('names', () => {
  it('takes the first name and initials', () => {
    expect(firstName('  Ana Clara Souza ')).toBe('Ana');
    expect(initials('Ana Clara Souza')).toBe('AS');
    expect(initials('Bento')).toBe('B');
    expect(initials('')).toBe('?');
  });
});
