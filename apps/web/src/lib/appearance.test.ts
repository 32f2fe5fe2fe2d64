import fs from 'node:fs';
import {
  CONTRASTE_PADRAO as CONTRACT_CONTRASTE,
  TAMANHO_FONTE_PADRAO as CONTRACT_FONTE,
} from '@lunna/contract';
import { describe, expect, it } from 'vitest';
import {
  CONTRAST_VARS,
  CONTRASTE_PADRAO,
  DESIGNED,
  FONT_STOPS,
  HIGH_CONTRAST_FROM,
  TAMANHO_FONTE_PADRAO,
  contrastPalette,
  contrastRatio,
  fontScale,
  nearestFontStop,
} from './appearance';

const tokensCss = fs.readFileSync(new URL('../styles/tokens.css', import.meta.url), 'utf8');
const token = (name: string) =>
  tokensCss.match(new RegExp(`${name}:\\s*(#[0-9a-fA-F]{6})`))?.[1]?.toLowerCase();

/** The soft fills the page puts text on (cards, badges, banners), besides the page and the white surface. */
const FILLS = [
  '--color-purple-soft',
  '--color-orange-soft',
  '--color-blue-soft',
  '--color-pink-soft',
  '--color-green-soft',
  '--color-error-soft',
];
const TEXT = [
  '--color-text',
  '--color-text-muted',
  '--color-deep-purple',
  '--color-error',
  '--color-success',
] as const;

const paletteAt = (v: number) => contrastPalette(v) ?? DESIGNED;
const backgrounds = (v: number) => [paletteAt(v)['--color-bg'], '#ffffff', ...FILLS.map((f) => token(f)!)];

describe('defaults', () => {
  it('are the contract’s and leave the page exactly as designed', () => {
    expect(TAMANHO_FONTE_PADRAO).toBe(CONTRACT_FONTE);
    expect(CONTRASTE_PADRAO).toBe(CONTRACT_CONTRASTE);
    expect(fontScale(36)).toBe(1);
    expect(contrastPalette(60)).toBeNull();
  });

  it('the designed palette is the one in tokens.css', () => {
    for (const name of CONTRAST_VARS) expect(DESIGNED[name], name).toBe(token(name));
  });
});

describe('text size', () => {
  it('grows with the slider through the four stops', () => {
    expect(FONT_STOPS.map((s) => s.key)).toEqual(['pequeno', 'medio', 'grande', 'extraGrande']);
    expect(fontScale(0)).toBe(0.875);
    expect(fontScale(68)).toBe(1.25);
    expect(fontScale(100)).toBe(1.5);
    for (let v = 1; v <= 100; v++) expect(fontScale(v)).toBeGreaterThan(fontScale(v - 1));
    expect(fontScale(-5)).toBe(0.875);
    expect(fontScale(500)).toBe(1.5);
  });

  it('names the nearest stop', () => {
    expect(nearestFontStop(0)).toBe('pequeno');
    expect(nearestFontStop(36)).toBe('medio');
    expect(nearestFontStop(60)).toBe('grande');
    expect(nearestFontStop(90)).toBe('extraGrande');
  });
});

describe('contrast (WCAG ratios computed on the actual colours)', () => {
  it('the ratio function agrees with known values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#5300be', '#ffffff')).toBeCloseTo(9.9, 1);
    expect(contrastRatio('#9747ff', '#ffffff')).toBeCloseTo(4.5, 1);
  });

  it('every value keeps text, muted text, links and messages at AA (4.5:1) or better on every background', () => {
    for (let v = 0; v <= 100; v++) {
      const p = paletteAt(v);
      for (const fg of TEXT)
        for (const bg of backgrounds(v))
          expect(contrastRatio(p[fg], bg), `${fg} on ${bg} at ${v}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it(`from ${HIGH_CONTRAST_FROM} up: AAA — 7:1 for text, muted text (and placeholders, which use it), links and buttons`, () => {
    for (let v = HIGH_CONTRAST_FROM; v <= 100; v++) {
      const p = paletteAt(v);
      // The light purple becomes text-safe too (it is used for some headings).
      for (const fg of [...TEXT, '--color-purple'] as const)
        for (const bg of backgrounds(v))
          expect(contrastRatio(p[fg], bg), `${fg} on ${bg} at ${v}`).toBeGreaterThanOrEqual(7);
      // Buttons: white text on the deep purple, and on its hover shade.
      expect(contrastRatio('#ffffff', p['--color-deep-purple'])).toBeGreaterThanOrEqual(7);
      expect(contrastRatio('#ffffff', p['--color-deep-purple-dark'])).toBeGreaterThanOrEqual(7);
      // Field and card borders are visible (non-text: 3:1).
      expect(contrastRatio(p['--color-border'], '#ffffff')).toBeGreaterThanOrEqual(3);
    }
  });

  it('rises with the slider above the designed value', () => {
    let last = contrastRatio(DESIGNED['--color-text-muted'], '#ffffff');
    for (let v = CONTRASTE_PADRAO + 1; v <= 100; v++) {
      const now = contrastRatio(paletteAt(v)['--color-text-muted'], '#ffffff');
      expect(now).toBeGreaterThanOrEqual(last);
      last = now;
    }
  });
});
