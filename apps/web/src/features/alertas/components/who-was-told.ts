import type { AlertaAvisados } from '@lunna/contract';
import type { TFunction } from 'i18next';

/**
 * The confirmation after "Não vai hoje", naming exactly who the server told: the class's educators, or the
 * director when the child has no class with an educator. Without names (nobody to tell) it falls back to the
 * general "the class has been told".
 */
export function whoWasTold(t: TFunction, language: string, nome: string, avisados: AlertaAvisados): string {
  if (avisados.nomes.length === 0) return t('alertas.guardian.enviado');
  const nomes = new Intl.ListFormat(language, { type: 'conjunction' }).format(avisados.nomes);
  return avisados.quem === 'direcao'
    ? t('alertas.ausencia.avisadosDirecao', { nome, nomes })
    : t('alertas.ausencia.avisadosEducadores', { nome, nomes });
}
