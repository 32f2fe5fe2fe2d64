import { RAZOES_PADRAO } from '@lunna/contract';
import { describe, expect, it } from 'vitest';
import type { EventoRow } from '../presenca/presenca.repository';
import { curtaDesde, type DiaDaTurma } from './falta-de-adultos';

const data = '2026-12-07';
const at = (hhmm: string) => new Date(`${data}T${hhmm}:00-03:00`);
const evento = (discenteId: string, tipo: EventoRow['tipo'], hhmm: string): EventoRow => ({
  id: `${discenteId}-${hhmm}`,
  discenteId,
  data,
  tipo,
  ocorridoEm: at(hhmm),
  responsavelId: null,
  autorizadoId: null,
  nomePessoa: null,
  educadorNome: null,
  motivo: null,
  excecao: false,
});
/** A class of babies (1:8 by default): nine present need two adults. */
const dia = (eventos: EventoRow[], turnos: DiaDaTurma['turnos']): DiaDaTurma => ({
  data,
  fusoHorario: 'America/Sao_Paulo',
  faixas: RAZOES_PADRAO.faixas,
  criancas: Array.from({ length: 9 }, (_, i) => ({ discenteId: `b${i}`, meses: 12 })),
  eventos,
  turnos,
});
const nove = (hhmm: string) => Array.from({ length: 9 }, (_, i) => evento(`b${i}`, 'entrada', hhmm));

describe('curtaDesde', () => {
  it('is null while the class has the adults its present children need', () => {
    expect(
      curtaDesde(
        dia(nove('08:00'), [
          { entradaEm: at('07:30'), saidaEm: null },
          { entradaEm: at('07:45'), saidaEm: null },
        ]),
        at('09:00'),
      ),
    ).toBeNull();
    expect(curtaDesde(dia([], []), at('09:00'))).toBeNull();
  });

  it('names the moment the shortage began, through later changes that kept it short', () => {
    const eventos = [...nove('08:00').slice(0, 8), evento('b8', 'entrada', '08:10')];
    // One adult is enough for eight babies; the ninth, at 08:10, makes it short.
    expect(curtaDesde(dia(eventos, [{ entradaEm: at('07:30'), saidaEm: null }]), at('08:40'))).toEqual(
      at('08:10'),
    );
  });

  it('starts over when the class recovered in between', () => {
    const turnos = [
      { entradaEm: at('07:30'), saidaEm: null },
      { entradaEm: at('08:20'), saidaEm: at('09:00') },
    ];
    expect(curtaDesde(dia(nove('08:00'), turnos), at('08:10'))).toEqual(at('08:00'));
    expect(curtaDesde(dia(nove('08:00'), turnos), at('08:30'))).toBeNull();
    expect(curtaDesde(dia(nove('08:00'), turnos), at('09:20'))).toEqual(at('09:00'));
  });

  it('counts a child picked up as gone', () => {
    const eventos = [...nove('08:00'), evento('b0', 'saida', '08:30')];
    expect(curtaDesde(dia(eventos, [{ entradaEm: at('07:30'), saidaEm: null }]), at('09:00'))).toBeNull();
  });
});
