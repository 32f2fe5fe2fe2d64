import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/pwa';
import { Alert } from './alert';

/** While the browser is offline, the portal says that what it shows is the copy saved on this device. */
export function OfflineNotice() {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    <Alert tone="info">
      <span>
        <strong>{t('pwa.offline.title')}</strong> {t('pwa.offline.text')}
      </span>
    </Alert>
  );
}
