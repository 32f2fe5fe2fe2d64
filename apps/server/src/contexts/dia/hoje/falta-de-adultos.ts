import type { FaixaRazao } from '@lunna/contract';
import type { EventoRow } from '../presenca/presenca.repository';
import { situacaoDoDia } from '../presenca/presenca.situacao';
import { adultosNecessarios } from './razao';

/** A shift of the day with a class: on duty from `entradaEm` until `saidaEm` (still on duty while null). */
export type TurnoDoDia = { entradaEm: Date; saidaEm: Date | null };

export type DiaDaTurma = {
  data: string;
  fusoHorario: string;
  faixas: FaixaRazao[];
  /** The class's children, with their age in months on the day. */
  criancas: { discenteId: string; meses: number }[];
  /** The day's attendance events of those children, in the order they happened. */
  eventos: EventoRow[];
  turnos: TurnoDoDia[];
};

/** The adults on duty with the class at the instant `t`, and the adults its children present then needed. */
export function adultosEm(dia: DiaDaTurma, t: number): { adultos: number; necessarios: number } {
  const ate = dia.eventos.filter((e) => e.ocorridoEm.getTime() <= t);
  const meses = dia.criancas
    .filter(
      (c) =>
        situacaoDoDia(
          dia.data,
          ate.filter((e) => e.discenteId === c.discenteId),
          dia.fusoHorario,
        ).status === 'na_escola',
    )
    .map((c) => c.meses);
  const adultos = dia.turnos.filter(
    (x) => x.entradaEm.getTime() <= t && (x.saidaEm === null || x.saidaEm.getTime() > t),
  ).length;
  return { adultos, necessarios: adultosNecessarios(meses, dia.faixas) };
}

/** Whether the class had fewer adults on duty than its present children needed at the instant `t`. */
export function curtaEm(dia: DiaDaTurma, t: number): boolean {
  const { adultos, necessarios } = adultosEm(dia, t);
  return adultos < necessarios;
}

/**
 * Since when the class has been short of adults without a break, or null when it is not short at `agora`.
 * Read again from the day's own records (check-ins and shifts carry their times), so nothing is kept in
 * memory and every instance gives the same answer. The answer names the shortage: a class that recovers and
 * falls short again has a new start.
 */
export function curtaDesde(dia: DiaDaTurma, agora: Date): Date | null {
  const fim = agora.getTime();
  if (!curtaEm(dia, fim)) return null;
  // The situation only changes when something happens: a check-in or out, a clock-in or out.
  const momentos = [
    ...dia.eventos.map((e) => e.ocorridoEm.getTime()),
    ...dia.turnos.flatMap((x) => [x.entradaEm.getTime(), ...(x.saidaEm ? [x.saidaEm.getTime()] : [])]),
  ].filter((t) => t <= fim);
  let desde = fim;
  for (const t of [...new Set(momentos)].sort((a, b) => b - a)) {
    if (!curtaEm(dia, t)) break;
    desde = t;
  }
  return new Date(desde);
}
