import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { ArrowLeftIcon } from '../../components/icons';
import { LoginForm } from '../../features/auth';
import styles from './pages.module.css';

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <Card narrow aria-labelledby="login-title">
      <Link to="/" reloadDocument className={styles.back} aria-label={t('login.backHome')}>
        <ArrowLeftIcon />
        <span aria-hidden="true">{t('common.back')}</span>
      </Link>
      <h1 id="login-title" className={styles.authTitle}>
        {t('login.title')}
      </h1>
      <LoginForm />
      <div className={styles.links}>
        <p>
          {t('login.forgot')} <Link to="/redefinirsenha">{t('login.recover')}</Link>
        </p>
        <p>
          {t('login.noAccount')} <Link to="/cadastro">{t('login.signUp')}</Link>
        </p>
      </div>
    </Card>
  );
}
