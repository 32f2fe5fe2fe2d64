import { stringify } from 'csv-stringify/sync';
import { localTime } from '../../../lib/school-time';
import type { EventoRow } from './presenca.repository';

export type ExportEvent = EventoRow & { nomeDisc: string; turmas: string | null };

export const CSV_COLUMNS = [
  'Data',
  'Turma',
  'Criança',
  'Entrada',
  'Trazido por',
  'Saída',
  'Buscado por',
  'Exceção',
  'Motivo',
  'Falta',
] as const;

type Linha = Record<(typeof CSV_COLUMNS)[number], string>;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab / carriage return) as a formula, so a name
 * or a reason typed as "=HYPERLINK(…)" would run on the director's machine: such cells get a leading
 * apostrophe, which spreadsheets show as plain text.
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const brDate = (data: string) => `${data.slice(8, 10)}/${data.slice(5, 7)}/${data.slice(0, 4)}`;

/**
 * One line per stay at school (a check-in and the check-out that followed it) and one per absence, per
 * child and day, in the order they happened. Times are the school's wall-clock time.
 */
export function attendanceLines(events: ExportEvent[], timeZone: string, turmaNome?: string): Linha[] {
  const lines: Linha[] = [];
  let open: Linha | null = null;
  let openKey = '';
  const blank = (e: ExportEvent): Linha => ({
    Data: brDate(e.data),
    Turma: turmaNome ?? e.turmas ?? '',
    Criança: e.nomeDisc,
    Entrada: '',
    'Trazido por': '',
    Saída: '',
    'Buscado por': '',
    Exceção: '',
    Motivo: '',
    Falta: '',
  });
  for (const e of events) {
    const key = `${e.discenteId}|${e.data}`;
    if (key !== openKey) open = null;
    openKey = key;
    const hora = localTime(e.ocorridoEm, timeZone);
    if (e.tipo === 'falta') {
      lines.push({ ...blank(e), Falta: 'Sim', Motivo: e.motivo ?? '' });
    } else if (e.tipo === 'entrada') {
      open = { ...blank(e), Entrada: hora, 'Trazido por': e.nomePessoa ?? '' };
      lines.push(open);
    } else {
      const line: Linha = open ?? blank(e);
      if (!open) lines.push(line);
      line.Saída = hora;
      line['Buscado por'] = e.nomePessoa ?? '';
      line.Exceção = e.excecao ? 'Sim' : '';
      if (e.excecao) line.Motivo = e.motivo ?? '';
      open = null;
    }
  }
  return lines;
}

/**
 * The CSV text: a UTF-8 byte-order mark so Excel reads the accents, and semicolons, the list separator
 * Excel expects in Brazil (a comma there is the decimal separator).
 */
export function attendanceCsv(lines: Linha[]): string {
  return stringify([[...CSV_COLUMNS], ...lines.map((l) => CSV_COLUMNS.map((c) => safeCell(l[c])))], {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
  });
}
