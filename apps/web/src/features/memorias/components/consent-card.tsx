import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ShieldIcon } from '../../../components/icons';
import { firstName } from '../../../lib/format';
import { useConsentimento, useDecidirConsentimento } from '../api/memorias';
import styles from './memorias.module.css';
import { QueryError } from '../../../components/query-error';

/** 'Fotos em grupo': may the child appear in photos shared with the other families of the class? */
export function ConsentCard({ idDisc, nomeDisc }: { idDisc: string; nomeDisc: string }) {
  const { t } = useTranslation();
  const id = useId();
  const query = useConsentimento(idDisc);
  const decidir = useDecidirConsentimento(idDisc);
  const nome = firstName(nomeDisc);
  const current = query.data;
  const status = !current
    ? null
    : current.vigente
      ? t('memorias.consentimento.vigenteSim', { nome })
      : current.concedido
        ? t('memorias.consentimento.outroRecusou', { nome })
        : t('memorias.consentimento.vigenteNao', { nome });

  return (
    <section className={styles.consent} aria-labelledby={`${id}-t`}>
      <div className={styles.consentIcon} aria-hidden="true">
        <ShieldIcon size={28} />
      </div>
      <div className={styles.consentBody}>
        <h2 id={`${id}-t`} className={styles.consentTitle}>
          {t('memorias.consentimento.titulo')}
        </h2>
        <p id={`${id}-q`}>{t('memorias.consentimento.pergunta', { nome })}</p>
        <p className={styles.muted}>{t('memorias.consentimento.explicacao', { nome })}</p>
        {query.isError && <QueryError error={query.error} onRetry={query.refetch} />}
        {current && (
          <>
            <div role="group" aria-labelledby={`${id}-q`} className={styles.consentChoices}>
              <Button
                variant={current.concedido === true ? 'primary' : 'secondary'}
                aria-pressed={current.concedido === true}
                disabled={decidir.isPending}
                onClick={() => decidir.mutate(true)}
              >
                {t('memorias.consentimento.sim')}
              </Button>
              <Button
                variant={current.concedido === false ? 'primary' : 'secondary'}
                aria-pressed={current.concedido === false}
                disabled={decidir.isPending}
                onClick={() => decidir.mutate(false)}
              >
                {t('memorias.consentimento.nao')}
              </Button>
            </div>
            <p className={styles.consentStatus} role="status">
              {status}
            </p>
          </>
        )}
        {decidir.isError && <Alert>{decidir.error.message}</Alert>}
      </div>
    </section>
  );
}
