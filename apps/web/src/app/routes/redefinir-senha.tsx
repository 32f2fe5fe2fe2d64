import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { ArrowLeftIcon } from '../../components/icons';
import { RequestCodeFlow } from '../../features/password-recovery';
import styles from './pages.module.css';

export default function RedefinirSenhaPage() {
  const { t } = useTranslation();
  return (
    <Card narrow aria-labelledby="recovery-title">
      <Link to="/login" className={styles.back} aria-label={t('recovery.backToLogin')}>
        <ArrowLeftIcon />
        <span aria-hidden="true">{t('common.back')}</span>
      </Link>
      <h1 id="recovery-title" className={styles.authTitle}>
        {t('recovery.title')}
      </h1>
      <RequestCodeFlow />
      <div className={styles.links}>
        <p>
          <Link to="/login">{t('recovery.haveAccount')}</Link>
        </p>
      </div>
    </Card>
  );
}
