import { describe, expect, it } from 'vitest';
import { attendanceCsv, attendanceLines, safeCell, type ExportEvent } from './presenca.csv';
import { situacaoDoDia } from './presenca.situacao';

const TZ = 'America/Sao_Paulo';
let n = 0;
const ev = (tipo: ExportEvent['tipo'], local: string, extra: Partial<ExportEvent> = {}): ExportEvent => ({
  id: `e${++n}`,
  discenteId: 'd1',
  data: local.slice(0, 10),
  tipo,
  ocorridoEm: new Date(`${local}:00-03:00`),
  responsavelId: null,
  autorizadoId: null,
  nomePessoa: tipo === 'falta' ? null : 'Vó Maria',
  educadorNome: 'Ana',
  excecao: false,
  motivo: null,
  nomeDisc: 'Lucas',
  turmas: 'Turma Girassol',
  ...extra,
});

describe('safeCell', () => {
  it('neutralises what a spreadsheet would run as a formula, and nothing else', () => {
    for (const v of ['=1+1', '+55 11', '-2', '@SUM(A1)', '\tx', '\rx']) expect(safeCell(v)).toBe(`'${v}`);
    for (const v of ['Vó Maria', '07:42', '', 'a=b']) expect(safeCell(v)).toBe(v);
  });
});

describe('attendanceLines', () => {
  it('pairs each check-in with the check-out that followed it; a second stay is a second line; absences have their own line', () => {
    const lines = attendanceLines(
      [
        ev('entrada', '2026-11-09T07:40'),
        ev('saida', '2026-11-09T09:00', { excecao: true, motivo: 'Sem celular' }),
        ev('entrada', '2026-11-09T10:30'),
        ev('falta', '2026-11-10T08:00', { motivo: 'Febre' }),
        ev('entrada', '2026-11-11T07:45', { discenteId: 'd2', nomeDisc: 'Theo' }),
      ],
      TZ,
    );
    expect(lines.map((l) => [l.Data, l.Criança, l.Entrada, l.Saída, l.Exceção, l.Motivo, l.Falta])).toEqual([
      ['09/11/2026', 'Lucas', '07:40', '09:00', 'Sim', 'Sem celular', ''],
      ['09/11/2026', 'Lucas', '10:30', '', '', '', ''],
      ['10/11/2026', 'Lucas', '', '', '', 'Febre', 'Sim'],
      ['11/11/2026', 'Theo', '07:45', '', '', '', ''],
    ]);
    const csv = attendanceCsv(lines);
    expect(csv.startsWith('\uFEFFData;Turma;Criança;')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(6);
  });
});

describe('situacaoDoDia', () => {
  it('em_casa without events; na_escola after a check-in; buscado after a check-out; a new stay clears the check-out', () => {
    expect(situacaoDoDia('2026-11-09', [], TZ)).toMatchObject({
      status: 'em_casa',
      desde: null,
      entrada: null,
      saida: null,
    });
    const inn = ev('entrada', '2026-11-09T07:40');
    const out = ev('saida', '2026-11-09T09:00');
    expect(situacaoDoDia('2026-11-09', [inn], TZ)).toMatchObject({ status: 'na_escola', desde: '07:40' });
    expect(situacaoDoDia('2026-11-09', [inn, out], TZ)).toMatchObject({
      status: 'buscado',
      desde: '09:00',
      saida: { hora: '09:00', pessoa: { nome: 'Vó Maria' } },
    });
    expect(situacaoDoDia('2026-11-09', [inn, out, ev('entrada', '2026-11-09T10:30')], TZ)).toMatchObject({
      status: 'na_escola',
      desde: '10:30',
      saida: null,
    });
    expect(
      situacaoDoDia('2026-11-09', [ev('falta', '2026-11-09T08:00', { motivo: 'Febre' })], TZ),
    ).toMatchObject({ status: 'falta', falta: { motivo: 'Febre' } });
  });
});
