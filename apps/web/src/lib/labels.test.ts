import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import ptBR from '../locales/pt-BR.json';
import { relationLabel, shiftLabel } from './labels';

const catalogues = { 'pt-BR': ptBR, en, es, fr };

function tFor(lang: keyof typeof catalogues) {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: lang,
    initAsync: false,
    resources: { [lang]: { translation: catalogues[lang] } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

describe('fixed vocabulary in the interface language', () => {
  it.each([
    ['pt-BR', 'Manhã', 'Tarde', 'Integral'],
    ['en', 'Morning', 'Afternoon', 'Full day'],
    ['es', 'Mañana', 'Tarde', 'Jornada completa'],
    ['fr', 'Matin', 'Après-midi', 'Journée complète'],
  ] as const)('%s: shifts', (lang, manha, tarde, integral) => {
    const t = tFor(lang);
    expect(shiftLabel('Manhã', t)).toBe(manha);
    expect(shiftLabel('Tarde', t)).toBe(tarde);
    expect(shiftLabel('Integral', t)).toBe(integral);
  });

  it.each([
    ['pt-BR', 'Mãe', 'Avó', 'Avô', 'Tio'],
    ['en', 'Mother', 'Grandmother', 'Grandfather', 'Uncle'],
    ['es', 'Madre', 'Abuela', 'Abuelo', 'Tío'],
    ['fr', 'Mère', 'Grand-mère', 'Grand-père', 'Oncle'],
  ] as const)('%s: relations by their wire value, whatever the case', (lang, mae, avo, avoHomem, tio) => {
    const t = tFor(lang);
    expect(relationLabel('Mãe', t)).toBe(mae);
    expect(relationLabel('avó', t)).toBe(avo);
    expect(relationLabel('Avô ', t)).toBe(avoHomem);
    expect(relationLabel('TIO', t)).toBe(tio);
  });

  it('keeps what a person typed in their own words', () => {
    const t = tFor('en');
    expect(relationLabel('Vizinha do 3º andar', t)).toBe('Vizinha do 3º andar');
    expect(shiftLabel('Noite', t)).toBe('Noite');
  });
});
