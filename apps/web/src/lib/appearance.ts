/**
 * Text size and contrast (Configurações › Aparência), applied to the whole page through the root element:
 * the root font size scales every rem-based size, and the colour variables of styles/tokens.css follow the
 * contrast slider. At the spec's defaults (36 and 60) nothing is overridden: the page is exactly as designed.
 * The top of the contrast range (HIGH_CONTRAST_FROM and up) is a high-contrast mode meeting WCAG AAA
 * (7:1 for text, muted text included), with `data-contraste="alto"` for the rules in styles/global.css.
 */

/** The spec's defaults, as in the contract (kept here so the start-up code does not load the whole contract). */
export const TAMANHO_FONTE_PADRAO = 36;
export const CONTRASTE_PADRAO = 60;

export type Appearance = { tamanhoFonte: number; contraste: number };

/** The four labelled stops of the text-size slider, with the root scale each one stands for. */
export const FONT_STOPS = [
  { key: 'pequeno', value: 0, scale: 0.875 },
  { key: 'medio', value: TAMANHO_FONTE_PADRAO, scale: 1 },
  { key: 'grande', value: 68, scale: 1.25 },
  { key: 'extraGrande', value: 100, scale: 1.5 },
] as const;
export type FontStopKey = (typeof FONT_STOPS)[number]['key'];

const clamp = (v: number) => Math.min(100, Math.max(0, Math.round(Number.isFinite(v) ? v : 0)));

/** Root font-size scale for a slider value: linear between the stops (36 → exactly 1). */
export function fontScale(value: number): number {
  const v = clamp(value);
  for (let i = 1; i < FONT_STOPS.length; i++) {
    const a = FONT_STOPS[i - 1]!;
    const b = FONT_STOPS[i]!;
    if (v <= b.value) return a.scale + ((b.scale - a.scale) * (v - a.value)) / (b.value - a.value);
  }
  return FONT_STOPS[FONT_STOPS.length - 1]!.scale;
}

/** The stop nearest to a value: its name is the slider's aria-valuetext. */
export function nearestFontStop(value: number): FontStopKey {
  const v = clamp(value);
  return FONT_STOPS.reduce((best, stop) =>
    Math.abs(stop.value - v) < Math.abs(best.value - v) ? stop : best,
  ).key;
}

/** From here up the contrast slider is the high-contrast (WCAG AAA) mode. */
export const HIGH_CONTRAST_FROM = 90;

/** The colour variables the contrast slider moves (styles/tokens.css has their designed values). */
export const CONTRAST_VARS = [
  '--color-text',
  '--color-text-muted',
  '--color-border',
  '--color-bg',
  '--color-deep-purple',
  '--color-deep-purple-dark',
  '--color-purple',
  '--color-error',
  '--color-success',
] as const;
export type ContrastVar = (typeof CONTRAST_VARS)[number];
type Palette = Record<ContrastVar, string>;

/** The designed colours (contrast 60): must equal styles/tokens.css (a unit test checks it). */
export const DESIGNED: Palette = {
  '--color-text': '#1f1a2e',
  '--color-text-muted': '#544d66',
  '--color-border': '#d9d0ea',
  '--color-bg': '#fbf9ff',
  '--color-deep-purple': '#5300be',
  '--color-deep-purple-dark': '#3d008c',
  '--color-purple': '#9747ff',
  '--color-error': '#b00035',
  '--color-success': '#0b6b33',
};

/** Contrast 0: softer, still at least AA (4.5:1) for every text colour on the page backgrounds. */
export const SOFT: Palette = {
  '--color-text': '#3b3550',
  '--color-text-muted': '#625b74',
  '--color-border': '#e6e0f0',
  '--color-bg': '#fcfbff',
  '--color-deep-purple': '#6a1fd0',
  '--color-deep-purple-dark': '#4d0fa8',
  '--color-purple': '#9747ff',
  '--color-error': '#b3123f',
  '--color-success': '#136b3a',
};

/**
 * High contrast (HIGH_CONTRAST_FROM and up): near-black text and muted text, darker brand purple (the light
 * purple, otherwise only for large text, becomes the deep one), white page, borders a person can see.
 */
export const HIGH: Palette = {
  '--color-text': '#000000',
  '--color-text-muted': '#2b2638',
  '--color-border': '#4f4866',
  '--color-bg': '#ffffff',
  '--color-deep-purple': '#3d008c',
  '--color-deep-purple-dark': '#2a0063',
  '--color-purple': '#3d008c',
  '--color-error': '#7d0026',
  '--color-success': '#05431f',
};

const rgb = (hex: string): [number, number, number] => {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const hex = (c: [number, number, number]) =>
  `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
const mix = (a: string, b: string, t: number) => {
  const ca = rgb(a);
  const cb = rgb(b);
  return hex([0, 1, 2].map((i) => ca[i]! + (cb[i]! - ca[i]!) * t) as [number, number, number]);
};

/** WCAG relative luminance and contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const lum = (h: string) => {
    const [r, g, bl] = rgb(h).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour variables for a contrast value; null at the designed value (nothing overridden). */
export function contrastPalette(value: number): Palette | null {
  const v = clamp(value);
  if (v === CONTRASTE_PADRAO) return null;
  if (v >= HIGH_CONTRAST_FROM) return { ...HIGH };
  const [from, to, t] =
    v < CONTRASTE_PADRAO
      ? [SOFT, DESIGNED, v / CONTRASTE_PADRAO]
      : [DESIGNED, HIGH, (v - CONTRASTE_PADRAO) / (HIGH_CONTRAST_FROM - CONTRASTE_PADRAO)];
  return Object.fromEntries(CONTRAST_VARS.map((k) => [k, mix(from[k], to[k], t)])) as Palette;
}

export const isHighContrast = (value: number) => clamp(value) >= HIGH_CONTRAST_FROM;

/** Applies text size and contrast to the root element at once (every page follows its variables). */
export function applyAppearance(appearance: Appearance, root: HTMLElement = document.documentElement): void {
  const scale = fontScale(appearance.tamanhoFonte);
  if (clamp(appearance.tamanhoFonte) === TAMANHO_FONTE_PADRAO) root.style.removeProperty('font-size');
  else root.style.setProperty('font-size', `${(scale * 100).toFixed(2)}%`);
  const palette = contrastPalette(appearance.contraste);
  for (const name of CONTRAST_VARS) {
    if (palette) root.style.setProperty(name, palette[name]);
    else root.style.removeProperty(name);
  }
  if (isHighContrast(appearance.contraste)) root.dataset.contraste = 'alto';
  else delete root.dataset.contraste;
}

const STORAGE_KEY = 'aparencia';

/** The last applied appearance is remembered on this device, so a reload paints right before the session answers. */
export function storeAppearance(appearance: Appearance): void {
  try {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        tamanhoFonte: clamp(appearance.tamanhoFonte),
        contraste: clamp(appearance.contraste),
      }),
    );
  } catch {
    // storage can be disabled (private mode, strict settings)
  }
}

export function storedAppearance(): Appearance | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Appearance>;
    if (typeof parsed.tamanhoFonte !== 'number' || typeof parsed.contraste !== 'number') return null;
    return { tamanhoFonte: clamp(parsed.tamanhoFonte), contraste: clamp(parsed.contraste) };
  } catch {
    return null;
  }
}

/** At start: what this device last used (nothing when it never changed anything). */
export function applyStoredAppearance(): void {
  if (typeof document === 'undefined') return;
  const stored = storedAppearance();
  if (stored) applyAppearance(stored);
}
