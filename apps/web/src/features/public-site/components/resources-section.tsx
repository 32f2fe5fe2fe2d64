import { useTranslation } from 'react-i18next';
import { resourceIcons } from '../art';
import { Reveal } from './reveal';
import styles from './landing.module.css';

type Resource = { title: string; text: string };

/** Nine cards entering one after another, 0.2 s to 1.0 s (spec §2). */
const delayOf = (index: number) => Math.round((0.2 + index * 0.1) * 10) / 10;

export function ResourcesSection() {
  const { t } = useTranslation();
  const items = t('recursos.items', { returnObjects: true }) as Resource[];
  return (
    <section id="recursos" className={styles.section} aria-labelledby="recursos-title">
      <h2 id="recursos-title" className={styles.sectionTitle}>
        {t('recursos.title')}
      </h2>
      <p className={styles.sectionIntro}>{t('recursos.intro')}</p>
      <ul className={styles.resourceGrid}>
        {items.map((item, i) => (
          <li key={i}>
            <Reveal delay={delayOf(i)} className={styles.resourceCard}>
              <img src={resourceIcons[i]} alt="" width={64} height={64} loading="lazy" />
              <h3 className={styles.cardTitle}>{item.title}</h3>
              <p>{item.text}</p>
            </Reveal>
          </li>
        ))}
      </ul>
    </section>
  );
}
