import { describe, expect, it } from 'vitest';
import { msg } from './messages';
import { rotinaCelulaPayload, rotinaCopiaPayload } from './rotina';

const ok = {
  semana: '2027-03-01',
  diaSemana: 1,
  horario: '07:00',
  horaInicio: '07:00',
  horaFim: '08:30',
  atividade: 'Pintura ao ar livre',
  ilustracao: 'pintura',
  cor: 'pink',
};
const issues = (v: object) =>
  rotinaCelulaPayload.safeParse({ ...ok, ...v }).error?.issues.map((i) => i.message);

describe('rotinaCelulaPayload', () => {
  it('accepts a cell of the grid', () => {
    expect(rotinaCelulaPayload.parse(ok)).toMatchObject({ semana: '2027-03-01', horario: '07:00' });
  });

  it('refuses a week not named by its Monday, a weekend day, a time row off the grid, an end before the start', () => {
    expect(issues({ semana: '2027-03-02' })).toEqual([msg.semanaInvalida]);
    expect(issues({ diaSemana: 6 })).toEqual([msg.diaSemanaInvalido]);
    expect(issues({ horario: '08:00' })).toEqual([msg.horarioRotinaInvalido]);
    expect(issues({ horaFim: '06:59' })).toEqual([msg.horaFimAntesInicio]);
    expect(issues({ atividade: '' })).toEqual([msg.obrigatorio]);
  });
});

describe('rotinaCopiaPayload', () => {
  it('does not copy a week onto itself and keeps cells unless told to replace them', () => {
    expect(rotinaCopiaPayload.safeParse({ de: '2027-03-01', para: '2027-03-01' }).success).toBe(false);
    expect(rotinaCopiaPayload.parse({ de: '2027-03-01', para: '2027-03-08' }).substituir).toBe(false);
  });
});
