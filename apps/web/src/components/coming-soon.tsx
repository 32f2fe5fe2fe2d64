import { useTranslation } from 'react-i18next';
import styles from './coming-soon.module.css';
import { EmptyNest } from './illustrations';

/** Honest placeholder for portal sections that later tasks will build. */
export function ComingSoon({ title, level = 1 }: { title: string; level?: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const { t } = useTranslation();
  return (
    <section className={styles.box} aria-labelledby="coming-soon-title">
      <EmptyNest className={styles.art} />
      <Heading id="coming-soon-title">{title}</Heading>
      <p className={styles.badge}>{t('comingSoon.badge')}</p>
      <p>{t('comingSoon.text')}</p>
    </section>
  );
}
