import { describe, expect, it } from 'vitest';
import { isSiteLanguage, sitePath } from './site-urls';

describe('site addresses', () => {
  it('keeps Portuguese at the root and puts the other languages under their code', () => {
    expect(sitePath('landing', 'pt-BR')).toBe('/');
    expect(sitePath('sobre', 'pt-BR')).toBe('/sobre-nos');
    expect(sitePath('landing', 'en')).toBe('/en');
    expect(sitePath('sobre', 'fr')).toBe('/fr/sobre-nos');
  });

  it('knows only the four languages', () => {
    expect(isSiteLanguage('es')).toBe(true);
    expect(isSiteLanguage('de')).toBe(false);
    expect(isSiteLanguage(null)).toBe(false);
  });
});
