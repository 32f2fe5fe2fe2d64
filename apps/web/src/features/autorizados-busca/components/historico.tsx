import type { HistoricoAutorizado } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHistorico } from '../api/autorizados';
import { periodLabel, whenMade } from './dates';
import styles from './quem-busca.module.css';
import { QueryError } from '../../../components/query-error';

/** 'Histórico de alterações': collapsed until opened; who changed what and when, newest first. */
export function Historico({ idDisc }: { idDisc: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const historico = useHistorico(idDisc, open);
  return (
    <details className={styles.history} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className={styles.summary}>{t('quemBusca.historico.title')}</summary>
      <div className={styles.historyBody}>
        {historico.isPending && open && <p role="status">{t('common.loading')}</p>}
        {historico.isError && <QueryError error={historico.error} onRetry={historico.refetch} />}
        {historico.data && historico.data.length === 0 && (
          <p className={styles.empty}>{t('quemBusca.historico.empty')}</p>
        )}
        {historico.data && historico.data.length > 0 && (
          <ol className={styles.historyList}>
            {historico.data.map((item) => (
              <HistoryItem key={item.idHistorico} item={item} />
            ))}
          </ol>
        )}
      </div>
    </details>
  );
}

function HistoryItem({ item }: { item: HistoricoAutorizado }) {
  const { t, i18n } = useTranslation();
  const autor = item.autor?.nome ?? t('quemBusca.historico.alguem');
  const kind = item.entidade === 'restricao_custodia' ? 'restricao' : 'autorizado';
  const period = periodLabel(item, i18n.language, t);
  const onlyPhoto = kind === 'autorizado' && item.campos.length === 1 && item.campos[0] === 'foto';
  const campos = onlyPhoto
    ? ''
    : item.campos.map((c) => t(`quemBusca.historico.campos.${c}`, { defaultValue: c })).join(', ');
  return (
    <li className={styles.historyItem} data-kind={kind}>
      <p className={styles.historyWhat}>
        {t(`quemBusca.historico.${kind}.${onlyPhoto ? 'foto' : item.acao}`, { autor, nome: item.nome })}
      </p>
      <p className={styles.meta}>
        <time dateTime={item.criadoEm}>{whenMade(item.criadoEm, i18n.language)}</time>
        {kind === 'autorizado' && item.acao !== 'removido' && (
          <> · {period ? t('quemBusca.temporario', { periodo: period }) : t('quemBusca.permanente')}</>
        )}
        {campos && <> · {t('quemBusca.historico.mudou', { campos })}</>}
      </p>
    </li>
  );
}
