import { useTranslation } from 'react-i18next';
import { infoArt } from '../art';
import styles from './landing.module.css';

export function InfoSection() {
  const { t } = useTranslation();
  return (
    <section id="o-que-e" className={[styles.section, styles.info].join(' ')} aria-labelledby="o-que-e-title">
      <img className={styles.infoArt} src={infoArt} alt="" width={480} height={360} loading="lazy" />
      <div>
        <h2 id="o-que-e-title" className={styles.sectionTitle}>
          {t('info.title')}
        </h2>
        <p className={styles.lead}>{t('info.text')}</p>
        <p>{t('info.text2')}</p>
      </div>
    </section>
  );
}
