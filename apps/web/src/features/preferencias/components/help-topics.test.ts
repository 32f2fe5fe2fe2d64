import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import es from '../../../locales/es.json';
import fr from '../../../locales/fr.json';
import ptBR from '../../../locales/pt-BR.json';
import { FEATURED_TOPICS, HELP_TOPICS, normalize, searchTopics, type HelpTopicId } from './help-topics';

type Topic = { titulo: string; resposta: string; termos: string };
const topicsOf = (locale: unknown) =>
  (locale as { preferencias: { ajuda: { topicos: Record<string, Topic> } } }).preferencias.ajuda.topicos;
const textIn = (locale: unknown) => (id: HelpTopicId) => topicsOf(locale)[id]!;

describe('help topics', () => {
  it('at least 10, each written in all four languages, 3–4 highlighted', () => {
    expect(HELP_TOPICS.length).toBeGreaterThanOrEqual(10);
    expect(FEATURED_TOPICS.length).toBeGreaterThanOrEqual(3);
    expect(FEATURED_TOPICS.length).toBeLessThanOrEqual(4);
    for (const locale of [ptBR, en, es, fr])
      for (const { id } of HELP_TOPICS) {
        const topic = topicsOf(locale)[id];
        expect(topic?.titulo, id).toBeTruthy();
        expect(topic?.resposta.length, id).toBeGreaterThan(60);
        expect(topic?.termos, id).toBeTruthy();
      }
  });

  it('search ignores case and accents and needs every word', () => {
    expect(normalize('Notificações')).toBe('notificacoes');
    expect(searchTopics('senha', textIn(ptBR))[0]).toBe('entrar');
    expect(searchTopics('QUEM BUSCA', textIn(ptBR))[0]).toBe('quemBusca');
    expect(searchTopics('notificacao email', textIn(ptBR))).toContain('notificacoes');
    expect(searchTopics('password', textIn(en))[0]).toBe('entrar');
    expect(searchTopics('contraseña', textIn(es))[0]).toBe('entrar');
    expect(searchTopics('mot de passe', textIn(fr))[0]).toBe('entrar');
    expect(searchTopics('   ', textIn(ptBR))).toEqual([]);
    expect(searchTopics('zzzz', textIn(ptBR))).toEqual([]);
  });
});
