import type { SituacaoPresenca } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';
import styles from './presenca.module.css';

const ICON: Record<SituacaoPresenca['status'], string> = {
  em_casa: '⌂',
  na_escola: '✓',
  buscado: '↗',
  falta: '–',
};

/** Where the child is, as a word with its time (colour and icon only repeat it). */
export function StatusBadge({ situacao }: { situacao: Pick<SituacaoPresenca, 'status' | 'desde'> }) {
  const { t } = useTranslation();
  const { formatClock } = useFormatters();
  return (
    <span className={styles.badge} data-status={situacao.status}>
      <span aria-hidden="true">{ICON[situacao.status]}</span>
      {t(`presenca.status.${situacao.status}`, { hora: formatClock(situacao.desde ?? '') })}
    </span>
  );
}

/** The mark of a check-out without the hand-over code. */
export function ExcecaoMark() {
  const { t } = useTranslation();
  return (
    <span className={styles.excecao}>
      <span aria-hidden="true">!</span>
      {t('presenca.excecaoMark')}
    </span>
  );
}
