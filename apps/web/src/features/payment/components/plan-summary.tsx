import { buttonClassName } from '../../../components/button';
import { findPlano } from '@lunna/contract/planos';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatPrice } from '../../../lib/format-price';
import { getChosenPlan } from '../../../lib/storage';
import styles from './payment.module.css';

/**
 * `/pagamento`: the plan chosen on the landing page ('Assinar'), priced from the plan data — the
 * address or storage only say which plan, never what it costs.
 */
export function PlanSummary() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const plano = findPlano(params.get('plano') ?? getChosenPlan());

  return (
    <section className={styles.page} aria-labelledby="pagamento-title">
      <a href="/" className={styles.back}>
        <span aria-hidden="true">←</span> {t('pagamento.back')}
      </a>
      {plano ? (
        <>
          <h1 id="pagamento-title">
            {t(plano.porAluno ? 'pagamento.titlePerStudent' : 'pagamento.title', {
              name: plano.nome,
              price: formatPrice(plano.preco, i18n.language),
            })}
          </h1>
          <p className={styles.subtitle}>{t('pagamento.subtitle')}</p>
          <p>
            {plano.alunosMax !== null
              ? t('pagamento.upTo', { count: plano.alunosMax })
              : t('pagamento.above', { count: plano.alunosMin - 1 })}
          </p>
          <p className={styles.note}>{t('pagamento.soon')}</p>
          <a href="/#formulario-contato" className={buttonClassName({ variant: 'primary' })}>
            {t('pagamento.contact')}
          </a>
        </>
      ) : (
        <>
          <h1 id="pagamento-title">{t('pagamento.choose')}</h1>
          <a href="/#planos" className={buttonClassName({ variant: 'primary' })}>
            {t('pagamento.chooseLink')}
          </a>
        </>
      )}
    </section>
  );
}
