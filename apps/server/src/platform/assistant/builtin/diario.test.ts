import { describe, expect, it } from 'vitest';
import type { DiarioInfo } from '../assistant';
import { assuntoDiario, duracao, resumoCurto } from './diario';

type R = DiarioInfo['registros'][number];
const r = (hora: string, detalhes: R['detalhes'], fim: string | null = null): R => ({
  hora,
  fim,
  detalhes,
  autor: 'Ana',
  corrigido: false,
});

describe("the diary in Lumi's words", () => {
  it('a nap length', () => {
    expect(duracao('12:10', '13:40')).toBe('1h30');
    expect(duracao('10:55', '11:35')).toBe('40 min');
    expect(duracao('12:00', '14:00')).toBe('2h');
  });

  it('the day in one line, in each language', () => {
    const dia = [
      r('10:20', { tipo: 'refeicao', refeicao: 'almoco', quantidade: 'tudo' }),
      r('12:10', { tipo: 'sono' }, '13:40'),
      ...['09:00', '11:00', '14:00'].map((h) =>
        r(h, { tipo: 'higiene', higiene: 'fralda', resultados: ['xixi'] }),
      ),
    ];
    expect(resumoCurto(dia, 'pt-BR')).toBe(
      'Hoje: almoço: comeu tudo, dormiu 1h30 (12:10–13:40), 3 trocas, sem ocorrências',
    );
    expect(resumoCurto(dia, 'en')).toBe(
      'Today: lunch: ate everything, slept 1h30 (12:10 PM–1:40 PM), 3 changes, no incidents',
    );
    expect(resumoCurto(dia, 'fr')).toBe(
      "Aujourd'hui: déjeuner: a tout mangé, a dormi 1h30 (12:10–13:40), 3 changes, pas d'incident",
    );
    expect(resumoCurto([r('09:00', { tipo: 'sono', naoDormiu: true })], 'es')).toBe(
      'Hoy: no durmió, sin incidentes',
    );
  });

  it('what a question asks of the diary, and what it does not', () => {
    expect(assuntoDiario('ela dormiu hoje?')).toBe('sono');
    expect(assuntoDiario('tomou o remédio?')).toBe('medicacao');
    expect(assuntoDiario('comeu tudo no almoço?')).toBe('refeicao');
    expect(assuntoDiario('teve algum machucado hoje?')).toBe('incidente');
    expect(assuntoDiario('ele almoçou?')).toBe('refeicao');
    expect(assuntoDiario('o que tem no almoço?')).toBeNull();
    expect(assuntoDiario('que horas a sofia toma remedio?')).toBeNull();
    expect(assuntoDiario('qual a rotina de hoje?')).toBeNull();
  });
});
