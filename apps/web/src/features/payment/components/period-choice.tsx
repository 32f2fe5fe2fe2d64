import { periodosPlano, type PlanoRead } from '@lunna/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatReais, periodPrice } from '../checkout-price';
import styles from './payment.module.css';

type Props = {
  plano: PlanoRead;
  numeroAlunos: number;
  registration: UseFormRegisterReturn<'periodo'>;
};

/** Monthly, semiannual or annual: each shows what the whole period costs and what it saves. */
export function PeriodChoice({ plano, numeroAlunos, registration }: Props) {
  const { t, i18n } = useTranslation();
  const reais = (value: number) => formatReais(value, i18n.language);
  return (
    <fieldset className={styles.periods}>
      <legend className={styles.sectionTitle}>{t('pagamento.periodLegend')}</legend>
      <div className={styles.periodOptions}>
        {periodosPlano.map((periodo) => {
          const price = periodPrice(plano, periodo, numeroAlunos);
          return (
            <label key={periodo} className={styles.period}>
              <input type="radio" value={periodo} {...registration} />
              <span className={styles.periodName}>{t(`pagamento.periodos.${periodo}`)}</span>
              <span className={styles.periodTotal}>
                {t(`pagamento.periodTotal.${periodo}`, { price: reais(price.total) })}
              </span>
              {price.economia > 0 ? (
                <span className={styles.periodSaving}>
                  {t('pagamento.saving', { percent: price.percentual, amount: reais(price.economia) })}
                </span>
              ) : (
                <span className={styles.periodNote}>{t('pagamento.noSaving')}</span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
