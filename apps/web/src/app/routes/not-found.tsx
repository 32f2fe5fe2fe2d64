import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button';
import { EmptyNest } from '../../components/illustrations';
import styles from './pages.module.css';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.centered}>
      <EmptyNest className={styles.art} />
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <ButtonLink to="/" reloadDocument>{t('notFound.home')}</ButtonLink>
    </section>
  );
}
