import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../components/carousel';
import { partners } from '../art';
import { useCarouselLabels } from '../use-carousel-labels';
import { CAROUSEL_AUTOPLAY_MS } from './benefits-section';
import styles from './landing.module.css';

export function PartnersSection() {
  const { t } = useTranslation();
  const labels = useCarouselLabels();
  return (
    <section id="parceiros" className={styles.section} aria-labelledby="parceiros-title">
      <h2 id="parceiros-title" className={styles.sectionTitle}>
        {t('parceiros.title')}
      </h2>
      <p className={styles.sectionIntro}>{t('parceiros.intro')}</p>
      <Carousel
        label={t('parceiros.title')}
        labels={labels}
        slideClassName={styles.partnerSlide}
        autoplayMs={CAROUSEL_AUTOPLAY_MS}
        slides={partners.map((partner) => (
          <div key={partner.name} className={styles.partnerCard}>
            <img
              src={partner.logo}
              alt={t('parceiros.logo', { name: partner.name })}
              width={200}
              height={80}
              loading="lazy"
            />
          </div>
        ))}
      />
    </section>
  );
}
