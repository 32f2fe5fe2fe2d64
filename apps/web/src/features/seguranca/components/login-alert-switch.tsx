import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Switch } from '../../../components/switch';
import { useChosenWhileSaving } from '../../../lib/use-chosen-while-saving';
import { useAlertaLogin } from '../api/seguranca';
import styles from './seguranca.module.css';

/** The suspicious-login alert: an on/off switch saved as soon as it moves. */
export function LoginAlertSwitch({ checked }: { checked: boolean }) {
  const { t } = useTranslation();
  const save = useAlertaLogin();
  const [saved, setSaved] = useState<boolean | null>(null);
  const { shown, choose, settle } = useChosenWhileSaving({ checked });

  return (
    <>
      <Switch
        label={t('security.alert.label')}
        description={t('security.alert.explain')}
        checked={shown.checked}
        onChange={(value) => {
          setSaved(null);
          choose({ checked: value });
          save.mutate(value, { onSuccess: () => setSaved(value), onSettled: settle });
        }}
      />
      {save.error && <Alert>{save.error.message}</Alert>}
      <p role="status" className={styles.muted}>
        {saved === null ? '' : saved ? t('security.alert.savedOn') : t('security.alert.savedOff')}
      </p>
    </>
  );
}
