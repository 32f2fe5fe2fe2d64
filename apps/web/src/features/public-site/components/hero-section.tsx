import { buttonClassName } from '../../../components/button';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../components/carousel';
import { heroArt } from '../art';
import { scrollToSection } from '../smooth-scroll';
import { useCarouselLabels } from '../use-carousel-labels';
import { Reveal } from './reveal';
import styles from './landing.module.css';

type HeroCard = { title: string; text: string };

/** Entry delays of the three cards of each set (spec §2). */
const CARD_DELAYS = [0.2, 0.3, 0.5];
const CARD_COLOURS = [styles.cardOrange, styles.cardPink, styles.cardBlue];

export function HeroSection() {
  const { t } = useTranslation();
  const labels = useCarouselLabels();
  const cards = t('hero.cards', { returnObjects: true }) as HeroCard[];

  return (
    <section id="inicio" className={styles.hero} aria-labelledby="inicio-title">
      <div className={styles.heroIntro}>
        <div className={styles.heroText}>
          <h1 id="inicio-title" className={styles.heroTitle}>
            {t('hero.title')}
          </h1>
          <p className={styles.heroTagline}>{t('hero.tagline')}</p>
          <p className={styles.heroBody}>{t('hero.text')}</p>
          <a
            href="#o-que-e"
            className={buttonClassName({ variant: 'primary' })}
            onClick={(event) => {
              event.preventDefault();
              scrollToSection('o-que-e');
            }}
          >
            {t('hero.learnMore')}
          </a>
        </div>
        <img
          className={styles.heroArt}
          src={heroArt.scene}
          alt=""
          width={560}
          height={420}
          fetchPriority="high"
        />
      </div>
      <Carousel
        label={t('hero.setsLabel')}
        labels={labels}
        slideClassName={styles.heroSlide}
        pagination={{
          kind: 'sets',
          starts: [0, 3],
          label: (n) => t('hero.set', { n }),
          groupLabel: t('hero.setsLabel'),
        }}
        slides={cards.map((card, i) => (
          <Reveal
            key={i}
            delay={CARD_DELAYS[i % 3] ?? 0}
            className={[styles.heroCard, CARD_COLOURS[i % 3]].join(' ')}
          >
            <img src={heroArt.cards[i % 3]} alt="" width={240} height={160} loading="lazy" />
            <h2 className={styles.cardTitle}>{card.title}</h2>
            <p>{card.text}</p>
          </Reveal>
        ))}
      />
    </section>
  );
}
