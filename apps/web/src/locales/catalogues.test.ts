import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import ptBR from './pt-BR.json';
import siteEn from '../features/public-site/locales/en.json';
import siteEs from '../features/public-site/locales/es.json';
import siteFr from '../features/public-site/locales/fr.json';
import sitePtBR from '../features/public-site/locales/pt-BR.json';

/** Every key path of a catalogue ("avisos.importancia.Normal"), so a missing translation is a failing test. */
function keys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const catalogues = [
  ['portal', 'en', ptBR, en],
  ['portal', 'es', ptBR, es],
  ['portal', 'fr', ptBR, fr],
  ['public site', 'en', sitePtBR, siteEn],
  ['public site', 'es', sitePtBR, siteEs],
  ['public site', 'fr', sitePtBR, siteFr],
] as const;

describe('locale catalogues', () => {
  it.each(catalogues)(
    '%s: %s has exactly the keys of pt-BR, each translated',
    (_app, _lang, ptBR, catalogue) => {
      const reference = keys(ptBR).sort();
      expect(keys(catalogue).sort()).toEqual(reference);
      const at = (root: unknown, path: string) =>
        path.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], root);
      // A text left empty on purpose in pt-BR may be empty elsewhere; any other must be translated.
      const untranslated = reference.filter((path) => {
        const value = at(catalogue, path);
        return typeof value !== 'string' || (value.trim() === '' && String(at(ptBR, path)).trim() !== '');
      });
      expect(untranslated).toEqual([]);
    },
  );
});
