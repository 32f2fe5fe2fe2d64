import type { AvisoRead } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import styles from './avisos.module.css';

/** Staff view of a notice: how many guardians read it and who has not yet. */
export function Receipts({ recibos }: { recibos: NonNullable<AvisoRead['recibos']> }) {
  const { t } = useTranslation();
  return (
    <div className={styles.receipts}>
      <p className={styles.receiptCount}>
        {t('avisos.readCount', { read: recibos.lidos, total: recibos.destinatarios })}
      </p>
      {recibos.atrasado && (
        <p className={styles.late}>
          <span aria-hidden="true">⏰ </span>
          {t('avisos.late')}
        </p>
      )}
      {recibos.pendentes.length > 0 && (
        <details className={styles.pending}>
          <summary>{t('avisos.notYetRead', { count: recibos.pendentes.length })}</summary>
          <ul>
            {recibos.pendentes.map((p, i) => (
              <li key={`${p.nome}-${i}`}>{p.nome}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
