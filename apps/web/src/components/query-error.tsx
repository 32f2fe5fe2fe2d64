import { useTranslation } from 'react-i18next';
import { translateMessage } from '../lib/translate-message';
import { Button } from './button';
import styles from './query-error.module.css';

type Props = {
  error: Error;
  /** Usually the query's `refetch`. */
  onRetry: () => unknown;
  /** What could not be loaded, e.g. 'os avisos'; defaults to a general sentence. */
  title?: string;
};

/**
 * A portal screen whose data failed to load says so and offers to try again, instead of an empty page.
 * Polite (role=status) rather than an interruption: nothing the person did went wrong.
 */
export function QueryError({ error, onRetry, title }: Props) {
  const { t } = useTranslation();
  return (
    <div role="status" className={styles.box}>
      <p className={styles.title}>{title ?? t('errors.loadFailed')}</p>
      <p className={styles.detail}>{translateMessage(t, error.message)}</p>
      <Button variant="secondary" onClick={() => void onRetry()}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
