import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { SiteLanguage } from './site-urls';

export type SiteCatalogue = Record<string, unknown>;

/** Each language is its own chunk: a visitor downloads only the texts of the language in use. */
export async function loadCatalogue(lang: SiteLanguage): Promise<SiteCatalogue> {
  const module = (await import(`./locales/${lang}.json`)) as { default: SiteCatalogue };
  return module.default;
}

/** One i18next instance per page render (the prerender renders every language in one process). */
export function createSiteI18n(lang: SiteLanguage, catalogue: SiteCatalogue): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: catalogue } },
    initAsync: false,
    interpolation: { escapeValue: false }, // the renderer escapes
  });
  return instance;
}
