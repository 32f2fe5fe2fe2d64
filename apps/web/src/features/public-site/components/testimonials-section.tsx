import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../components/carousel';
import { avatars } from '../art';
import { useCarouselLabels } from '../use-carousel-labels';
import { CAROUSEL_AUTOPLAY_MS } from './benefits-section';
import styles from './landing.module.css';

type Testimonial = { escola: string; diretor: string; texto: string };

function TestimonialCard({ item, avatar }: { item: Testimonial; avatar: string | undefined }) {
  const { t } = useTranslation();
  return (
    <figure className={styles.testimonialCard}>
      <img
        src={avatar}
        alt={t('depoimentos.photo', { name: item.diretor })}
        width={72}
        height={72}
        loading="lazy"
        className={styles.avatar}
      />
      <blockquote className={styles.quote}>
        <p>{item.texto}</p>
      </blockquote>
      <figcaption>
        <strong>{item.diretor}</strong>
        <span className={styles.school}>{item.escola}</span>
      </figcaption>
    </figure>
  );
}

/** Two carousels of five directors each; the second runs from right to left (spec §2). */
export function TestimonialsSection() {
  const { t } = useTranslation();
  const labels = useCarouselLabels();
  const items = t('depoimentos.items', { returnObjects: true }) as Testimonial[];
  const rows = [items.slice(0, 5), items.slice(5, 10)];
  return (
    <section id="depoimentos" className={styles.section} aria-labelledby="depoimentos-title">
      <h2 id="depoimentos-title" className={styles.sectionTitle}>
        {t('depoimentos.title')}
      </h2>
      <p className={styles.sectionIntro}>{t('depoimentos.intro')}</p>
      {rows.map((row, r) => (
        <Carousel
          key={r}
          className={styles.testimonialRow}
          label={`${t('depoimentos.title')} ${r + 1}`}
          labels={labels}
          slideClassName={styles.testimonialSlide}
          autoplayMs={CAROUSEL_AUTOPLAY_MS}
          direction={r === 1 ? 'rtl' : 'ltr'}
          pagination={{ kind: 'dots' }}
          slides={row.map((item, i) => (
            <TestimonialCard key={item.diretor} item={item} avatar={avatars[r * 5 + i]} />
          ))}
        />
      ))}
    </section>
  );
}
