import { useTranslation } from 'react-i18next';
import styles from './page-loader.module.css';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className={styles.loader} role="status">
      <span className={styles.moon} aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
