import { buttonClassName } from '../../../components/button';
import { useTranslation } from 'react-i18next';
import { sitePath, type SiteLanguage } from '../site-urls';
import styles from './landing.module.css';

export function AboutTeaser({ lang }: { lang: SiteLanguage }) {
  const { t } = useTranslation();
  return (
    <section id="sobre" className={[styles.section, styles.teaser].join(' ')} aria-labelledby="sobre-title">
      <h2 id="sobre-title" className={styles.sectionTitle}>
        {t('sobreTeaser.title')}
      </h2>
      <p className={styles.lead}>{t('sobreTeaser.text')}</p>
      <a href={`${sitePath('sobre', lang)}#sobre`} className={buttonClassName({ variant: 'primary' })}>
        {t('sobreTeaser.link')}
      </a>
    </section>
  );
}
