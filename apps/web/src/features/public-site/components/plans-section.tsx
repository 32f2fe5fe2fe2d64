import { buttonClassName } from '../../../components/button';
import { planos, type Plano } from '@lunna/contract/planos';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../components/carousel';
import { formatPrice } from '../../../lib/format-price';
import { setChosenPlan } from '../../../lib/storage';
import { useCarouselLabels } from '../use-carousel-labels';
import { CAROUSEL_AUTOPLAY_MS } from './benefits-section';
import styles from './landing.module.css';

const COLOURS = [styles.cardOrange, styles.cardPurple, styles.cardBlue];

function PlanCard({ plano, index }: { plano: Plano; index: number }) {
  const { t, i18n } = useTranslation();
  const price = (value: number) => formatPrice(value, i18n.language);
  const benefits = t(`planos.items.${plano.id}.benefits`, { returnObjects: true }) as string[];
  const trial = t('planos.trial');
  return (
    <article
      className={[styles.planCard, COLOURS[index % 3]].join(' ')}
      aria-labelledby={`plano-${plano.id}`}
    >
      <h3 id={`plano-${plano.id}`} className={styles.planName}>
        {plano.nome}
      </h3>
      <p>{t(`planos.items.${plano.id}.description`)}</p>
      <p className={styles.planPrice}>
        {plano.precoCheio !== null && (
          <>
            <s className={styles.planListPrice}>{t('planos.from', { price: price(plano.precoCheio) })}</s>{' '}
            <span className={styles.planFor}>{t('planos.for')}</span>{' '}
          </>
        )}
        <strong data-testid="plan-price">{price(plano.preco)}</strong>{' '}
        <span className={styles.planPeriod}>
          {plano.porAluno ? t('planos.perStudent') : t('planos.perMonth')}
        </span>
      </p>
      <p className={styles.planLimit}>
        {plano.alunosMax !== null
          ? t('planos.upTo', { count: plano.alunosMax })
          : t('planos.above', { count: plano.alunosMin - 1 })}
        {plano.porAluno && ` · ${t('planos.custom')}`}
      </p>
      {trial && <p className={styles.planTrial}>{trial}</p>}
      <h4 className="visually-hidden">{t('planos.benefitsLabel')}</h4>
      <ul className={styles.planBenefits}>
        {benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <a
        href={`/pagamento?plano=${plano.id}`}
        className={buttonClassName({ variant: 'primary' })}
        aria-label={t('planos.subscribeLabel', { name: plano.nome })}
        onClick={() => setChosenPlan(plano.id)}
      >
        {t('planos.subscribe')}
      </a>
    </article>
  );
}

export function PlansSection() {
  const { t } = useTranslation();
  const labels = useCarouselLabels();
  return (
    <section id="planos" className={styles.section} aria-labelledby="planos-title">
      <h2 id="planos-title" className={styles.sectionTitle}>
        {t('planos.title')}
      </h2>
      <p className={styles.sectionIntro}>{t('planos.intro')}</p>
      <Carousel
        label={t('planos.title')}
        labels={labels}
        slideClassName={styles.planSlide}
        autoplayMs={CAROUSEL_AUTOPLAY_MS}
        slides={planos.map((plano, i) => (
          <PlanCard key={plano.id} plano={plano} index={i} />
        ))}
      />
      <p className={styles.centered}>{t('planos.savings')}</p>
    </section>
  );
}
