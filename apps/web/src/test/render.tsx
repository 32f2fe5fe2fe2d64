import { cleanup, render, type RenderOptions } from '@testing-library/preact';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import ptBR from '../locales/pt-BR.json';

/**
 * The component-test tier (`*.test.tsx`, happy-dom): a component rendered as the app renders it, with the
 * real Portuguese catalogue, so a test finds what a person reads (labels, buttons, messages), not keys.
 * The catalogue is whole here: the app splits it in two parts only to download less.
 */
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'pt-BR',
  resources: { 'pt-BR': { translation: ptBR } },
  fallbackLng: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

afterEach(cleanup);

export function renderWithTexts(ui: ReactElement, options?: RenderOptions) {
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>, options);
}
