import { describe, expect, it } from 'vitest';
import { careLines, careSubjects, diff, filled } from './perfil-diff';

const nenhum = { adicionados: [], alterados: [], removidos: [] };

describe('diff', () => {
  it('keeps only the changed fields, on both sides', () => {
    expect(diff({ a: 1, b: 'x', c: null }, { a: 1, b: 'y', c: null })).toEqual({
      antes: { b: 'x' },
      depois: { b: 'y' },
    });
  });

  it('is null when nothing changed, a missing field counting as null', () => {
    expect(diff({ a: 1 }, { a: 1, b: null })).toBeNull();
  });

  it('filled drops empty fields of a new record', () => {
    expect(filled({ a: 'x', b: null, c: '', d: 0 })).toEqual({ a: 'x', d: 0 });
  });
});

describe('careLines', () => {
  it('names allergies, medications and care old → new, and contacts by name', () => {
    const ficha = diff(
      { comidasAlergicas: 'Amendoim', remedios: null, qtdHoraMed: null, planSaud: 'A' },
      { comidasAlergicas: 'Amendoim, camarão', remedios: 'Xarope', qtdHoraMed: 7.5, planSaud: 'B' },
    );
    const lines = careLines(ficha, {
      adicionados: [{ nome: 'Joana', parentesco: 'Tia' }],
      alterados: [],
      removidos: [{ nome: 'Pedro', parentesco: 'Pai' }],
    });
    expect(lines).toEqual([
      'Alergias: Amendoim → Amendoim, camarão',
      'Medicamentos: nenhum → Xarope',
      'Horas entre as doses: nenhum → 7,5',
      'Contatos de emergência: Joana (Tia) adicionado, Pedro (Pai) removido',
    ]);
    expect(careSubjects(ficha, nenhum)).toEqual(['Alergias', 'Medicamentos']);
  });

  it('is empty when only other fields changed (the health plan, the hospital)', () => {
    expect(
      careLines(diff({ planSaud: 'A', nomeHospital: 'X' }, { planSaud: 'B', nomeHospital: 'Y' }), nenhum),
    ).toEqual([]);
  });

  it('shortens long values', () => {
    const [line] = careLines(diff({ cuidados: null }, { cuidados: 'x'.repeat(200) }), nenhum);
    expect(line!.length).toBeLessThan(120);
    expect(line!.endsWith('…')).toBe(true);
  });
});
