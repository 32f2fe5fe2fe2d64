import type { TurmaRead } from '@lunna/contract';
import { describe, expect, it } from 'vitest';
import { defaultTurma } from './default-turma';

const ana = 'u-ana';
const turma = (
  idTurma: string,
  quantidadeAlunos: number,
  pedagogos: string[] = [],
  arquivada = false,
): TurmaRead => ({
  idTurma,
  nomeTurma: idTurma,
  periodo: 'Manhã',
  tema: 'roxo-aviso',
  quantidadeAlunos,
  discentes: [],
  pedagogos: pedagogos.map((idUsuario) => ({ idUsuario, nome: idUsuario, ftPerfil: null })),
  arquivada,
});

describe('the class attendance opens on', () => {
  const vazia = turma('A vazia', 0, [ana]);
  const outra = turma('B outra', 3, ['u-bruno']);
  const daAna = turma('C da Ana', 5, [ana]);

  it("is the educator's own class with children, not the alphabetically first or an empty one", () => {
    expect(defaultTurma([vazia, outra, daAna], ana, null)).toBe('C da Ana');
  });

  it('is the one last chosen on this device while it is still listed', () => {
    expect(defaultTurma([vazia, outra, daAna], ana, 'B outra')).toBe('B outra');
    expect(defaultTurma([vazia, outra, daAna], ana, 'gone')).toBe('C da Ana');
  });

  it('skips archived classes; a director (in no class) gets the first class with children', () => {
    expect(defaultTurma([vazia, turma('C arquivada', 4, [ana], true), outra], ana, null)).toBe('B outra');
    expect(defaultTurma([vazia, outra, daAna], 'u-diretora', null)).toBe('B outra');
  });

  it('falls back to the first class, and to none without classes', () => {
    expect(defaultTurma([vazia], ana, null)).toBe('A vazia');
    expect(defaultTurma([], ana, null)).toBeUndefined();
  });
});
