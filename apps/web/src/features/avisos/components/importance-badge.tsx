import type { Importancia } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import styles from './avisos.module.css';

const ICON: Record<Importancia, string> = { Normal: '•', Atenção: '!', Importante: '‼' };

/** Importance by colour, icon and word: never colour alone. */
export function ImportanceBadge({ importancia }: { importancia: Importancia }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-importancia={importancia}>
      <span aria-hidden="true" className={styles.badgeIcon}>
        {ICON[importancia]}
      </span>
      {t(`avisos.importancia.${importancia}`)}
    </span>
  );
}
