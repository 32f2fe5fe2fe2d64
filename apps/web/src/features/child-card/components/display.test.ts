import { describe, expect, it } from 'vitest';
import { filled, shortDay, telHref } from './display';

describe('child card display helpers', () => {
  it('dials Brazilian numbers with the country code, whatever the formatting', () => {
    expect(telHref('11987650011')).toBe('tel:+5511987650011');
    expect(telHref('(11) 3333-4444')).toBe('tel:+551133334444');
    expect(telHref('5511987650011')).toBe('tel:5511987650011');
  });

  it('shows a school date as day and month without shifting it', () => {
    expect(shortDay('2026-11-27', 'pt-BR')).toBe('27/11');
  });

  it('treats blank text as not filled', () => {
    expect(filled('  ')).toBeNull();
    expect(filled(null)).toBeNull();
    expect(filled(' Amendoim ')).toBe('Amendoim');
  });
});
