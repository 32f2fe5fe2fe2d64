import type { AlertaRead } from '@lunna/contract';
import type { TFunction } from 'i18next';
import { firstName } from './format';

/**
 * What an alert says, in the reader's language. An unexpected absence is the school's clock speaking, so its
 * sentence is written here from the alert's kind and the time it was raised (decision 23); the stored text is
 * Portuguese data of the alert. Everything else is what a person typed, shown as typed.
 */
export function alertText(
  alerta: Pick<AlertaRead, 'tipo' | 'texto' | 'nomeDisc'>,
  hora: string,
  t: TFunction,
): string {
  if (alerta.tipo === 'ausencia_inesperada' && hora)
    return t('alertas.card.ausenciaInesperada', { crianca: firstName(alerta.nomeDisc), hora });
  return alerta.texto;
}
