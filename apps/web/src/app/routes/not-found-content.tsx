import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button';
import { EmptyNest } from '../../components/illustrations';
import styles from './pages.module.css';

/** The 404 message, for the unknown-address page and for a router 404. */
export function NotFoundContent() {
  const { t } = useTranslation();
  return (
    <>
      <EmptyNest className={styles.art} />
      <p className={styles.code}>{t('notFound.code')}</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <div className={styles.actions}>
        <ButtonLink to="/" reloadDocument>
          {t('notFound.home')}
        </ButtonLink>
        <ButtonLink to="/dashboard" variant="secondary">
          {t('notFound.dashboard')}
        </ButtonLink>
      </div>
    </>
  );
}
