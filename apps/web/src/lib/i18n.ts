import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { applyStoredAppearance } from './appearance';
import { getStoredLanguage, setStoredLanguage } from './storage';

// Text size and contrast this device last used, before the first paint (the session confirms them later).
applyStoredAppearance();

export const LANGUAGES = [
  { code: 'pt-BR', name: 'Português' },
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const isSupported = (lang: string | null | undefined): lang is LanguageCode =>
  LANGUAGES.some((l) => l.code === lang);

const stored = getStoredLanguage();
const initial: LanguageCode = isSupported(stored) ? stored : 'pt-BR';

/**
 * Each catalogue is a chunk of its own, fetched when its language is first used: a page downloads the texts
 * of one language, not all four. The literal paths let the bundler see every catalogue.
 */
const CATALOGUES: Record<LanguageCode, () => Promise<{ default: Record<string, unknown> }>> = {
  'pt-BR': () => import('../locales/pt-BR.json'),
  en: () => import('../locales/en.json'),
  es: () => import('../locales/es.json'),
  fr: () => import('../locales/fr.json'),
};

/** Resolves once the active language's texts are in: the app renders after it, so no key ever shows. */
export const i18nReady = i18n
  .use(
    resourcesToBackend((lang: string) =>
      isSupported(lang) ? CATALOGUES[lang]() : Promise.reject(new Error(`no catalogue for ${lang}`)),
    ),
  )
  .use(initReactI18next)
  .init({
    lng: initial,
    supportedLngs: LANGUAGES.map((l) => l.code),
    // 'pt-BR' only, never its base 'pt' as well: there is no such catalogue.
    load: 'currentOnly',
    // No fallback catalogue to download beside the active one: every catalogue has every key of pt-BR
    // (locales/catalogues.test.ts).
    fallbackLng: false,
    interpolation: { escapeValue: false }, // React already escapes
  });

function applyLanguage(lang: string) {
  document.documentElement.lang = lang;
}
applyLanguage(initial);
// Listening only once set up: the first language is the one found, not a choice to remember (storing it
// would override the language the public site keeps for this browser).
void i18nReady.then(() =>
  i18n.on('languageChanged', (lang) => {
    applyLanguage(lang);
    setStoredLanguage(lang);
  }),
);

export default i18n;
