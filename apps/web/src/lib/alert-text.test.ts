import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import ptBR from '../locales/pt-BR.json';
import { alertText } from './alert-text';

const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  resources: {
    'pt-BR': { translation: ptBR },
    en: { translation: en },
    es: { translation: es },
    fr: { translation: fr },
  },
  interpolation: { escapeValue: false },
});
const inLanguage = (lng: string) => i18n.getFixedT(lng);
const semAviso = {
  tipo: 'ausencia_inesperada' as const,
  nomeDisc: 'Theo Lima',
  texto: 'Theo ainda não tinha chegado às 09:30 e ninguém avisou que faltaria.',
};

describe('an alert’s text', () => {
  it('writes an unexpected absence in the reader’s language, from the alert’s time', () => {
    expect(alertText(semAviso, '09:30', inLanguage('pt-BR'))).toBe(
      'Theo ainda não tinha chegado às 09:30 e ninguém avisou que faltaria.',
    );
    expect(alertText(semAviso, '9:30 AM', inLanguage('en'))).toBe(
      'Theo had not arrived by 9:30 AM and nobody said they would be absent.',
    );
    expect(alertText(semAviso, '09:30', inLanguage('es'))).toBe(
      'Theo aún no había llegado a las 09:30 y nadie avisó que faltaría.',
    );
    expect(alertText(semAviso, '09:30', inLanguage('fr'))).toBe(
      'Theo n’était pas encore à l’école à 09:30 et personne n’a prévenu de son absence.',
    );
  });

  it('shows what a person typed as typed, and the stored text when there is no time to write it from', () => {
    expect(
      alertText(
        { tipo: 'ausencia', nomeDisc: 'Theo Lima', texto: 'Consulta médica' },
        '08:00',
        inLanguage('en'),
      ),
    ).toBe('Consulta médica');
    expect(alertText(semAviso, '', inLanguage('en'))).toBe(semAviso.texto);
  });
});
