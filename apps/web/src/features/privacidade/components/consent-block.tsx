import type { ConsentimentoDetalhe, FinalidadeConsentimento } from '@lunna/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { QueryError } from '../../../components/query-error';
import { useChosenWhileSaving } from '../../../lib/use-chosen-while-saving';
import { useConsentimentos, useDecidirConsentimento } from '../api/privacidade';
import { formatDateTime } from './format';
import styles from './privacidade.module.css';
import { Switch } from '../../../components/switch';

const ORDEM: FinalidadeConsentimento[] = ['fotos_turma', 'assistente_externo'];

/** 'Consentimentos': the guardian's choices for one child, saved at once, with every decision's history. */
export function ConsentBlock({ idDisc, nome }: { idDisc: string; nome: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useConsentimentos(idDisc);
  const decidir = useDecidirConsentimento(idDisc);
  const { shown, choose, settle } = useChosenWhileSaving<Partial<Record<FinalidadeConsentimento, boolean>>>(
    Object.fromEntries((query.data ?? []).map((c) => [c.finalidade, c.concedido === true])),
  );

  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.blockTitle}>
        {t('privacidade.consentimentos.titulo', { nome })}
      </h3>
      {query.isError && <QueryError error={query.error} onRetry={query.refetch} />}
      {query.data &&
        ORDEM.map((finalidade) => {
          const item = query.data.find((c) => c.finalidade === finalidade);
          if (!item) return null;
          // While a decision is being saved, the switch already shows it.
          const decide = (concedido: boolean) => {
            choose({ [finalidade]: concedido });
            decidir.mutate({ finalidade, concedido }, { onSettled: settle });
          };
          return (
            <ConsentItem
              key={finalidade}
              item={item}
              nome={nome}
              checked={shown[finalidade] ?? item.concedido === true}
              busy={decidir.isPending}
              onChange={decide}
            />
          );
        })}
      {decidir.isError && <Alert>{decidir.error.message}</Alert>}
    </section>
  );
}

function ConsentItem({
  item,
  nome,
  checked,
  busy,
  onChange,
}: {
  item: ConsentimentoDetalhe;
  nome: string;
  checked: boolean;
  busy: boolean;
  onChange: (concedido: boolean) => void;
}) {
  const { t } = useTranslation();
  const f = item.finalidade;
  const status = item.vigente
    ? t('privacidade.consentimentos.vigenteSim')
    : item.concedido
      ? t('privacidade.consentimentos.outroRecusou')
      : t('privacidade.consentimentos.vigenteNao');
  return (
    <div className={styles.consent}>
      <Switch
        label={t(`privacidade.consentimentos.${f}.rotulo`)}
        description={t(`privacidade.consentimentos.${f}.explicacao`, { nome })}
        checked={checked}
        disabled={busy}
        onChange={onChange}
      />
      <p className={styles.status} role="status">
        {status}
      </p>
      <details className={styles.details}>
        <summary className={styles.summary}>
          {t('privacidade.consentimentos.historico', { count: item.historico.length })}
        </summary>
        {item.historico.length === 0 ? (
          <p className={styles.muted}>{t('privacidade.consentimentos.semHistorico')}</p>
        ) : (
          <ul className={styles.history}>
            {item.historico.map((h) => (
              <li key={`${h.decididoEm}-${h.nome}`}>
                <time dateTime={h.decididoEm}>{formatDateTime(h.decididoEm)}</time> —{' '}
                {t(
                  h.concedido ? 'privacidade.consentimentos.permitiu' : 'privacidade.consentimentos.recusou',
                  { nome: h.proprio ? t('privacidade.consentimentos.voce') : h.nome },
                )}
              </li>
            ))}
          </ul>
        )}
      </details>
    </div>
  );
}
