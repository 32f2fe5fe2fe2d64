import { useTranslation } from 'react-i18next';
import styles from './coming-soon.module.css';
import { EmptyNest } from './illustrations';

/** Honest placeholder for portal sections that later tasks will build. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.box} aria-labelledby="coming-soon-title">
      <EmptyNest className={styles.art} />
      <h1 id="coming-soon-title">{title}</h1>
      <p className={styles.badge}>{t('comingSoon.badge')}</p>
      <p>{t('comingSoon.text')}</p>
    </section>
  );
}
