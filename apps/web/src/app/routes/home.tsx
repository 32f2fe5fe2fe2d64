import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button';
import { MoonScene } from '../../components/illustrations';
import { Logo } from '../../components/logo';
import styles from './home.module.css';

/** A small, warm public home; the full landing page is a later task. */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.text}>
        <h1 id="home-title" className={styles.title}>
          <Logo size="lg" />
        </h1>
        <p className={styles.tagline}>{t('home.tagline')}</p>
        <p className={styles.body}>{t('home.body')}</p>
        <div className={styles.actions}>
          <ButtonLink to="/login">{t('home.login')}</ButtonLink>
          <ButtonLink to="/cadastro" variant="secondary">
            {t('home.register')}
          </ButtonLink>
        </div>
      </div>
      <MoonScene className={styles.art} />
    </section>
  );
}
