import type { Importancia } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import styles from './alertas.module.css';

const ICON: Record<Importancia, string> = { Normal: '•', Atenção: '!', Importante: '‼' };

/** Priority by colour, icon and word: never colour alone. */
export function PriorityBadge({ prioridade }: { prioridade: Importancia }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-prioridade={prioridade}>
      <span aria-hidden="true" className={styles.badgeIcon}>
        {ICON[prioridade]}
      </span>
      {t(`alertas.prioridade.${prioridade}`)}
    </span>
  );
}
