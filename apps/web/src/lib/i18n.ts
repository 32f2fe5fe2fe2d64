import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import ptBR from '../locales/pt-BR.json';
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

export const isSupported = (lang: string | null | undefined): lang is LanguageCode => LANGUAGES.some((l) => l.code === lang);

const stored = getStoredLanguage();

void i18n.use(initReactI18next).init({
  resources: {
    'pt-BR': { translation: ptBR },
    en: { translation: en },
    es: { translation: es },
    fr: { translation: fr },
  },
  lng: isSupported(stored) ? stored : 'pt-BR',
  fallbackLng: 'pt-BR',
  initAsync: false,
  interpolation: { escapeValue: false }, // React already escapes
});

function applyLanguage(lang: string) {
  document.documentElement.lang = lang;
}
applyLanguage(i18n.language);
i18n.on('languageChanged', (lang) => {
  applyLanguage(lang);
  setStoredLanguage(lang);
});

export default i18n;
