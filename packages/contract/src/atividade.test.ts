import { describe, expect, it } from 'vitest';
import { atividadeForm, corPonto, pontosDesenvolvidos } from './atividade';

const valid = {
  data: '2026-05-23',
  tipo: 'recreativa',
  tituloAtv: 'Música e Dança',
  descricaoAtv: 'Cirandas e estátua.',
  pontos: ['autoestima'],
};
const fieldsOf = (value: unknown) => {
  const result = atividadeForm.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('atividadeForm', () => {
  it('accepts an activity with known points, trimmed', () => {
    const parsed = atividadeForm.parse({ ...valid, tituloAtv: '  Música e Dança  ' });
    expect(parsed.tituloAtv).toBe('Música e Dança');
  });

  it('refuses no point, an unknown point, a repeated point and an unknown kind with the spec-style messages', () => {
    expect(fieldsOf({ ...valid, pontos: [] })).toEqual({ pontos: 'Campo obrigatorio' });
    expect(fieldsOf({ ...valid, pontos: ['paciencia'] })).toEqual({
      'pontos.0': 'Ponto desenvolvido invalido',
    });
    expect(fieldsOf({ ...valid, pontos: ['autoestima', 'autoestima'] })).toEqual({
      pontos: 'Ponto desenvolvido invalido',
    });
    expect(fieldsOf({ ...valid, tipo: 'esportiva' })).toEqual({ tipo: 'Tipo de atividade invalido' });
    expect(fieldsOf({ ...valid, data: '2026-02-30' })).toEqual({ data: 'A data está invalida' });
  });

  it('gives each of the five points one of the spec colour classes', () => {
    expect(pontosDesenvolvidos.map((p) => corPonto[p])).toEqual([
      'purple',
      'pink',
      'pinkWhite',
      'blue',
      'yellow',
    ]);
  });
});
