import { buttonClassName } from '../../../components/button';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../components/carousel';
import { benefitIcons } from '../art';
import { useCarouselLabels } from '../use-carousel-labels';
import styles from './landing.module.css';

type Benefit = { title: string; text: string };

/** Benefit cards cycle through the three colours the spec names. */
const COLOURS = [styles.cardPink, styles.cardBlue, styles.cardPurple];
export const CAROUSEL_AUTOPLAY_MS = 2000;

export function BenefitsSection() {
  const { t } = useTranslation();
  const labels = useCarouselLabels();
  const items = t('beneficios.items', { returnObjects: true }) as Benefit[];
  return (
    <section id="beneficios" className={styles.section} aria-labelledby="beneficios-title">
      <h2 id="beneficios-title" className={styles.sectionTitle}>
        {t('beneficios.title')}
      </h2>
      <p className={styles.sectionIntro}>{t('beneficios.intro')}</p>
      <Carousel
        label={t('beneficios.title')}
        labels={labels}
        slideClassName={styles.benefitSlide}
        autoplayMs={CAROUSEL_AUTOPLAY_MS}
        pagination={{ kind: 'dots' }}
        slides={items.map((item, i) => (
          <article key={i} className={[styles.benefitCard, COLOURS[i % 3]].join(' ')}>
            <img src={benefitIcons[i]} alt="" width={56} height={56} loading="lazy" />
            <h3 className={styles.cardTitle}>{item.title}</h3>
            <p>{item.text}</p>
          </article>
        ))}
      />
      <p className={styles.centered}>
        <a href="/cadastro" className={buttonClassName({ variant: 'primary' })}>
          {t('beneficios.cta')}
        </a>
      </p>
    </section>
  );
}
