import type { PlanoRead } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/button';
import { Carousel } from '../../../components/carousel';
import { formatPrice } from '../../../lib/format-price';
import { setChosenPlan } from '../../../lib/storage';
import { usePlanos } from '../api/load-planos';
import { isSiteLanguage } from '../site-urls';
import { useCarouselLabels } from '../use-carousel-labels';
import { CAROUSEL_AUTOPLAY_MS } from './benefits-section';
import styles from './landing.module.css';

const COLOURS = [styles.cardOrange, styles.cardPurple, styles.cardBlue];
/** As many placeholders as the plans usually are, so the section keeps its shape while they load. */
const PLACEHOLDERS = 3;

function PlanCard({ plano, index }: { plano: PlanoRead; index: number }) {
  const { t, i18n } = useTranslation();
  const price = (value: number) => formatPrice(value, i18n.language);
  const trial = t('planos.trial');
  return (
    <article
      className={[styles.planCard, COLOURS[index % 3]].join(' ')}
      aria-labelledby={`plano-${plano.id}`}
    >
      <h3 id={`plano-${plano.id}`} className={styles.planName}>
        {plano.nomePlan}
      </h3>
      <p>{plano.subtitulo}</p>
      <p className={styles.planPrice}>
        {plano.valor !== null && (
          <>
            <s className={styles.planListPrice}>{t('planos.from', { price: price(plano.valor) })}</s>{' '}
            <span className={styles.planFor}>{t('planos.for')}</span>{' '}
          </>
        )}
        <strong data-testid="plan-price">{price(plano.precodesconto)}</strong>{' '}
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
        {plano.beneficios.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <a
        href={`/pagamento?plano=${encodeURIComponent(plano.id)}`}
        className={buttonClassName({ variant: 'primary' })}
        aria-label={t('planos.subscribeLabel', { name: plano.nomePlan })}
        // Only which plan was chosen is remembered; the payment page asks the server what it costs.
        onClick={() => setChosenPlan(plano.id)}
      >
        {t('planos.subscribe')}
      </a>
    </article>
  );
}

/** The shape of a card while the plans load: same size and colour, no text to read yet. */
function PlanCardPlaceholder({ index }: { index: number }) {
  return (
    <div
      className={[styles.planCard, styles.planPlaceholder, COLOURS[index % 3]].join(' ')}
      aria-hidden="true"
    >
      <span className={styles.planPlaceholderTitle} />
      <span className={styles.planPlaceholderLine} />
      <span className={styles.planPlaceholderPrice} />
      <span className={styles.planPlaceholderLine} />
      <span className={styles.planPlaceholderLine} />
      <span className={styles.planPlaceholderLine} />
      <span className={styles.planPlaceholderButton} />
    </div>
  );
}

export function PlansSection() {
  const { t, i18n } = useTranslation();
  const labels = useCarouselLabels();
  const { state, retry } = usePlanos(isSiteLanguage(i18n.language) ? i18n.language : 'pt-BR');
  const slides =
    state.kind === 'ready'
      ? state.planos.map((plano, i) => <PlanCard key={plano.id} plano={plano} index={i} />)
      : Array.from({ length: PLACEHOLDERS }, (_, i) => <PlanCardPlaceholder key={i} index={i} />);

  return (
    <section id="planos" className={styles.section} aria-labelledby="planos-title">
      <h2 id="planos-title" className={styles.sectionTitle}>
        {t('planos.title')}
      </h2>
      <p className={styles.sectionIntro}>{t('planos.intro')}</p>
      {state.kind === 'failed' ? (
        <div className={styles.planProblem} role="status">
          <p>{t('planos.loadFailed')}</p>
          <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={retry}>
            {t('planos.retry')}
          </button>
        </div>
      ) : (
        <div aria-busy={state.kind === 'loading'}>
          {state.kind === 'loading' && <p className="visually-hidden">{t('planos.loading')}</p>}
          <Carousel
            label={t('planos.title')}
            labels={labels}
            slideClassName={styles.planSlide}
            autoplayMs={CAROUSEL_AUTOPLAY_MS}
            slides={slides}
          />
        </div>
      )}
      <p className={styles.centered}>{t('planos.savings')}</p>
    </section>
  );
}
