import type { EventoPresenca, SituacaoPresenca } from '@lunna/contract';
import { localTime } from '../../../lib/school-time';
import type { EventoRow } from './presenca.repository';

/**
 * Where a child is on a school day, read from that day's events in the order they happened: an absence
 * wins (no check-in can follow it), otherwise the last check-in or check-out decides. A child may leave
 * and come back the same day (a doctor's appointment), so the check-out shown is the one after the
 * latest check-in.
 */
export function situacaoDoDia(data: string, events: EventoRow[], timeZone: string): SituacaoPresenca {
  const hora = (e: EventoRow) => localTime(e.ocorridoEm, timeZone);
  const pessoa = (e: EventoRow) => ({ nome: e.nomePessoa ?? '' });
  const falta = events.find((e) => e.tipo === 'falta');
  const moves = events.filter((e) => e.tipo !== 'falta');
  const last = moves.at(-1);
  const lastEntrada = [...moves].reverse().find((e) => e.tipo === 'entrada');
  const saidaAfter = lastEntrada
    ? moves.slice(moves.indexOf(lastEntrada)).find((e) => e.tipo === 'saida')
    : [...moves].reverse().find((e) => e.tipo === 'saida');
  const base = {
    data,
    entrada: lastEntrada ? { hora: hora(lastEntrada), pessoa: pessoa(lastEntrada) } : null,
    saida: saidaAfter
      ? { hora: hora(saidaAfter), pessoa: pessoa(saidaAfter), excecao: saidaAfter.excecao }
      : null,
    falta: falta ? { motivo: falta.motivo } : null,
  };
  if (falta) return { ...base, status: 'falta', desde: hora(falta) };
  if (!last) return { ...base, status: 'em_casa', desde: null };
  return { ...base, status: last.tipo === 'entrada' ? 'na_escola' : 'buscado', desde: hora(last) };
}

export function toEvento(e: EventoRow, timeZone: string): EventoPresenca {
  const tipo = e.responsavelId ? 'responsavel' : e.autorizadoId ? 'autorizado' : null;
  return {
    idPresenca: e.id,
    tipo: e.tipo,
    hora: localTime(e.ocorridoEm, timeZone),
    ocorridoEm: e.ocorridoEm.toISOString(),
    pessoa: e.nomePessoa ? { tipo, id: e.responsavelId ?? e.autorizadoId, nome: e.nomePessoa } : null,
    educador: e.educadorNome ? { nome: e.educadorNome } : null,
    excecao: e.excecao,
    motivo: e.motivo,
  };
}

export const saidasNoDia = (events: EventoRow[]) => events.filter((e) => e.tipo === 'saida').length;
