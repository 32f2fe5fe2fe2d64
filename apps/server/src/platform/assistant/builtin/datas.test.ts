import { describe, expect, it } from 'vitest';
import { entenderData, entenderHora } from './datas';

// A Wednesday.
const HOJE = '2026-11-25';
const data = (q: string) => entenderData(q, HOJE);

describe('the date a question is about', () => {
  it('understands relative days in the four languages', () => {
    expect(data('O que ele vai comer hoje?')).toEqual({ data: HOJE, semana: false });
    expect(data('e amanhã?')?.data).toBe('2026-11-26');
    expect(data('e amanha?')?.data).toBe('2026-11-26');
    expect(data('amnh tem aula?')?.data).toBe('2026-11-26');
    expect(data('e depois de amanhã?')?.data).toBe('2026-11-27');
    expect(data('o que ele comeu ontem')?.data).toBe('2026-11-24');
    expect(data("What's for lunch tomorrow?")?.data).toBe('2026-11-26');
    expect(data('¿Qué come mañana?')?.data).toBe('2026-11-26');
    expect(data('¿Qué hizo esta mañana?')?.data).toBe(HOJE);
    expect(data('Que mange-t-il demain ?')?.data).toBe('2026-11-26');
    expect(data("Qu'est-ce qu'il mange aujourd'hui ?")?.data).toBe(HOJE);
  });

  it('takes the coming weekday, the next week’s with "que vem", and a past one when the verb is past', () => {
    expect(data('e na sexta?')?.data).toBe('2026-11-27');
    expect(data('cardápio de sexta-feira')?.data).toBe('2026-11-27');
    expect(data('na segunda')?.data).toBe('2026-11-30');
    expect(data('o que ele comeu na segunda?')?.data).toBe('2026-11-23');
    expect(data('quinta que vem')?.data).toBe('2026-11-26');
    expect(data('quarta que vem')?.data).toBe('2026-12-02');
    expect(data('on friday')?.data).toBe('2026-11-27');
    expect(data('el viernes')?.data).toBe('2026-11-27');
    expect(data('vendredi')?.data).toBe('2026-11-27');
  });

  it('understands whole weeks and days of the month', () => {
    expect(data('cardápio da semana que vem')).toEqual({ data: '2026-11-30', semana: true });
    expect(data('next week')).toEqual({ data: '2026-11-30', semana: true });
    expect(data('la próxima semana')).toEqual({ data: '2026-11-30', semana: true });
    expect(data('la semaine prochaine')).toEqual({ data: '2026-11-30', semana: true });
    expect(data('o cardápio desta semana')).toEqual({ data: '2026-11-23', semana: true });
    expect(data('e no dia 27?')?.data).toBe('2026-11-27');
    expect(data('dia 12')?.data).toBe('2026-12-12');
    expect(data('27/11')?.data).toBe('2026-11-27');
    expect(data('3 de dezembro')?.data).toBe('2026-12-03');
    expect(data('December 3')?.data).toBe('2026-12-03');
    expect(data('dia 31/02')).toBeNull();
  });

  it('lets a week named on purpose win over a day in passing, and reads a weekday inside a named week', () => {
    expect(data('ele chegou ontem falando de paçoca, vai ter paçoca essa semana?')).toEqual({
      data: '2026-11-23',
      semana: true,
    });
    expect(data('e a sexta da semana que vem?')?.data).toBe('2026-12-04');
    expect(data('Que fait Sofia cet après-midi ?')?.data).toBe(HOJE);
    expect(data('What does her class do this afternoon?')?.data).toBe(HOJE);
  });

  it('finds nothing when the question names no date', () => {
    expect(data('Quem pode buscar meu filho?')).toBeNull();
  });
});

describe('the time a question is about', () => {
  it('reads hours in the usual forms', () => {
    expect(entenderHora('o que ele faz às 10h?', '08:00')).toBe('10:00');
    expect(entenderHora('e as 9h30', '08:00')).toBe('09:30');
    expect(entenderHora('what is he doing at 3pm', '08:00')).toBe('15:00');
    expect(entenderHora('a las 11', '08:00')).toBe('11:00');
    expect(entenderHora('à 15h', '08:00')).toBe('15:00');
    expect(entenderHora('o que ele está fazendo agora?', '09:12')).toBe('09:12');
    expect(entenderHora('que horas ele chegou?', '09:12')).toBeNull();
  });
});
