import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { useAlertaLogin } from '../api/seguranca';
import styles from './seguranca.module.css';

/** The suspicious-login alert: an on/off switch saved as soon as it moves. */
export function LoginAlertSwitch({ checked }: { checked: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const descriptionId = useId();
  const save = useAlertaLogin();
  const [saved, setSaved] = useState<boolean | null>(null);

  return (
    <>
      <div className={styles.switchRow}>
        <div className={styles.switchText}>
          <label htmlFor={id} className={styles.switchLabel}>
            {t('security.alert.label')}
          </label>
          <p id={descriptionId} className={styles.muted}>
            {t('security.alert.explain')}
          </p>
        </div>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={checked}
          aria-describedby={descriptionId}
          onChange={(e) => {
            const value = e.target.checked;
            setSaved(null);
            save.mutate(value, { onSuccess: () => setSaved(value) });
          }}
        />
      </div>
      {save.error && <Alert>{save.error.message}</Alert>}
      <p role="status" className={styles.muted}>
        {saved === null ? '' : saved ? t('security.alert.savedOn') : t('security.alert.savedOff')}
      </p>
    </>
  );
}
