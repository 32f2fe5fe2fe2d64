import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import ptBR from '../locales/pt-BR.json';
import { messageKeys, translateMessage } from './translate-message';

const catalogues = { 'pt-BR': ptBR, en, es, fr } as Record<string, { validation: Record<string, string> }>;

describe('translateMessage', () => {
  it('looks a contract message up in the catalogue and leaves other text alone', () => {
    const t = (key: string, o: { defaultValue: string }) =>
      en.validation[key.replace('validation.', '') as keyof typeof en.validation] ?? o.defaultValue;
    expect(translateMessage(t, 'Usuario ou senha invalido')).toBe('Invalid user or password');
    expect(translateMessage(t, 'CPF já cadastrado')).toBe('CPF already registered');
    expect(translateMessage(t, 'Outra mensagem')).toBe('Outra mensagem');
  });

  it.each(Object.keys(catalogues))('the %s catalogue has every contract message', (lang) => {
    const missing = messageKeys.filter((key) => !catalogues[lang]!.validation[key]);
    expect(missing).toEqual([]);
  });
});
