import { periodos } from '@lunna/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * Fixed vocabulary travels in Portuguese (the spec's values: a class's shift, a relation picked from the
 * suggestions) and is shown in the interface language. Anything else, such as a relation a person typed in
 * their own words, is shown exactly as typed.
 */

/** 'Manhã' → Morning, Mañana, Matin. */
export function shiftLabel(periodo: string, t: TFunction): string {
  return (periodos as readonly string[]).includes(periodo) || periodo === 'Integral'
    ? t(`turmas.periodos.${periodo}`)
    : periodo;
}

/** The suggested relations, by their wire value (case aside: 'Avó' and 'Avô' differ only by the accent). */
const RELATIONS: Record<string, string> = {
  mãe: 'mae',
  pai: 'pai',
  madrasta: 'madrasta',
  padrasto: 'padrasto',
  avó: 'avo',
  avô: 'avoHomem',
  tia: 'tia',
  tio: 'tio',
  irmã: 'irma',
  irmão: 'irmao',
  madrinha: 'madrinha',
  padrinho: 'padrinho',
  prima: 'prima',
  primo: 'primo',
  babá: 'baba',
};

/** 'Mãe' → Mother, Madre, Mère; 'vizinha do 3º andar' stays as typed. */
export function relationLabel(parentesco: string, t: TFunction): string {
  const key = RELATIONS[parentesco.trim().toLocaleLowerCase('pt-BR')];
  return key ? t(`parentescos.${key}`) : parentesco;
}

/** `shift` and `relation` in the interface's current language. */
export function useLabels() {
  const { t } = useTranslation();
  return {
    shift: (periodo: string) => shiftLabel(periodo, t),
    relation: (parentesco: string) => relationLabel(parentesco, t),
  };
}
