import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Switch } from '../../../components/switch';
import { useAlertaLogin } from '../api/seguranca';
import styles from './seguranca.module.css';

/** The suspicious-login alert: an on/off switch saved as soon as it moves. */
export function LoginAlertSwitch({ checked }: { checked: boolean }) {
  const { t } = useTranslation();
  const save = useAlertaLogin();
  const [saved, setSaved] = useState<boolean | null>(null);

  return (
    <>
      <Switch
        label={t('security.alert.label')}
        description={t('security.alert.explain')}
        checked={checked}
        onChange={(value) => {
          setSaved(null);
          save.mutate(value, { onSuccess: () => setSaved(value) });
        }}
      />
      {save.error && <Alert>{save.error.message}</Alert>}
      <p role="status" className={styles.muted}>
        {saved === null ? '' : saved ? t('security.alert.savedOn') : t('security.alert.savedOff')}
      </p>
    </>
  );
}
