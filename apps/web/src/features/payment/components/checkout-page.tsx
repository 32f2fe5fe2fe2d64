import type { CapturaResponse } from '@lunna/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClassName } from '../../../components/button';
import { Card } from '../../../components/card';
import { ArrowLeftIcon } from '../../../components/icons';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { getChosenPlan, setChosenPlan } from '../../../lib/storage';
import { usePagamentoConfig, usePlanos, type Idioma } from '../api/checkout-api';
import { CheckoutForm } from './checkout-form';
import { CompletionScreen } from './completion-screen';
import styles from './payment.module.css';

const IDIOMAS: readonly Idioma[] = ['pt-BR', 'en', 'es', 'fr'];
const toIdioma = (lang: string): Idioma =>
  (IDIOMAS as readonly string[]).includes(lang) ? (lang as Idioma) : 'pt-BR';

/**
 * `/pagamento`: the plan chosen on the landing page ('Assinar'). The address or storage only say which
 * plan; what it costs comes from the server, which also charges it.
 */
export function CheckoutPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const idPlano = params.get('plano') ?? getChosenPlan();
  const planos = usePlanos(toIdioma(i18n.language));
  const config = usePagamentoConfig();
  const [captura, setCaptura] = useState<CapturaResponse | null>(null);

  useEffect(() => {
    const fromAddress = params.get('plano');
    if (fromAddress) setChosenPlan(fromAddress);
  }, [params]);

  if (captura) return <CompletionScreen captura={captura} />;

  const plano = planos.data?.find((p) => p.id === idPlano);
  const failed = planos.error ?? config.error;
  return (
    <Card className={styles.page} aria-labelledby="pagamento-title">
      {/* The landing page is prerendered apart from this app: a full page load reaches it. */}
      <a href="/" className={styles.back} aria-label={t('pagamento.back')}>
        <ArrowLeftIcon />
        <span aria-hidden="true">{t('common.back')}</span>
      </a>
      {failed ? (
        <>
          <h1 id="pagamento-title" className={styles.title}>
            {t('pagamento.heading')}
          </h1>
          <QueryError error={failed} onRetry={() => Promise.all([planos.refetch(), config.refetch()])} />
        </>
      ) : !planos.data || !config.data ? (
        <>
          <h1 id="pagamento-title" className="visually-hidden">
            {t('pagamento.heading')}
          </h1>
          <PageLoader />
        </>
      ) : plano ? (
        <CheckoutForm key={plano.id} plano={plano} config={config.data} onPaid={setCaptura} />
      ) : (
        <>
          <h1 id="pagamento-title" className={styles.title}>
            {t('pagamento.choose')}
          </h1>
          <a href="/#planos" className={buttonClassName({ variant: 'primary' })}>
            {t('pagamento.chooseLink')}
          </a>
        </>
      )}
    </Card>
  );
}
