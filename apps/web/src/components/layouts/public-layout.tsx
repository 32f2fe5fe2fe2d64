import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../language-switcher';
import { Logo } from '../logo';
import styles from './public-layout.module.css';

/** Frame of the public pages: logo home link, language switcher, page content. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <a href="#conteudo" className={styles.skip}>
        {t('common.skipToContent')}
      </a>
      <header className={styles.header}>
        <a href="/" className={styles.home} aria-label={t('common.homeLink')}>
          <Logo />
        </a>
        <LanguageSwitcher />
      </header>
      <main id="conteudo" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <p>{t('common.footer', { year: new Date().getFullYear() })}</p>
      </footer>
    </div>
  );
}
