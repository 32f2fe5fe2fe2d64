import { useTranslation } from 'react-i18next';
import { translateMessage } from '../lib/translate-message';
import styles from './field.module.css';

type Props = { hint?: string | undefined; hintId: string; error?: string | undefined; errorId: string };

export function FieldMessages({ hint, hintId, error, errorId }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {translateMessage(t, error)}
        </p>
      )}
    </>
  );
}
