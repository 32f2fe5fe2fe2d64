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

/** The namespace of the texts only some pages show (locales/parts.ts); the others are in 'translation'. */
const PAGE_TEXTS = 'pages';

type Catalogue = () => Promise<{ default: Record<string, unknown> }>;

/**
 * Each catalogue is two chunks, fetched when its language is first used: the texts of the portal's frame
 * and dashboards, and those of the other pages. A page downloads the texts of one language, not all four,
 * and the dashboard not those of every page. The literal ids let the bundler see every part.
 */
const CATALOGUES: Record<LanguageCode, Record<'translation' | typeof PAGE_TEXTS, Catalogue>> = {
  'pt-BR': {
    translation: () => import('virtual:catalogue/pt-BR'),
    pages: () => import('virtual:catalogue/pt-BR.pages'),
  },
  en: {
    translation: () => import('virtual:catalogue/en'),
    pages: () => import('virtual:catalogue/en.pages'),
  },
  es: {
    translation: () => import('virtual:catalogue/es'),
    pages: () => import('virtual:catalogue/es.pages'),
  },
  fr: {
    translation: () => import('virtual:catalogue/fr'),
    pages: () => import('virtual:catalogue/fr.pages'),
  },
};

/** Resolves once the active language's texts are in: the app renders after it, so no key ever shows. */
export const i18nReady = i18n
  .use(
    resourcesToBackend((lang: string, namespace: string) =>
      isSupported(lang) && (namespace === 'translation' || namespace === PAGE_TEXTS)
        ? CATALOGUES[lang][namespace]()
        : Promise.reject(new Error(`no catalogue for ${lang}/${namespace}`)),
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
    // Keys keep their one shape ('alertas.guardian.title'): a key the first part lacks is looked up in the
    // page texts, once loadPageTexts brought them.
    ns: ['translation'],
    defaultNS: 'translation',
    fallbackNS: PAGE_TEXTS,
    interpolation: { escapeValue: false }, // React already escapes
  });

/**
 * Brings the page texts of the active language (and, from then on, of any language switched to). Pages
 * and dialogs outside the dashboards wait for it before they render, so none shows a key.
 */
export const loadPageTexts = () => i18nReady.then(() => i18n.loadNamespaces(PAGE_TEXTS));

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
