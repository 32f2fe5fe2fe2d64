import { exportacaoArquivoPath, type ExportacaoRead } from '@lunna/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { QueryError } from '../../../components/query-error';
import { useExportacoes, useSolicitarExportacao } from '../api/privacidade';
import { formatDate, formatDateTime } from './format';
import styles from './privacidade.module.css';

const tamanho = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** 'Exportar meus dados': one click asks for the ZIP; it is prepared in the background and offered for 7 days. */
export function ExportBlock() {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useExportacoes();
  const solicitar = useSolicitarExportacao();
  const list = query.data ?? [];
  const pendente = list.find((e) => e.status === 'pendente');
  const [latest, ...earlier] = list;
  const current = latest && latest.status !== 'expirada' && latest.status !== 'falhou' ? latest : null;
  const older = current ? earlier : list;

  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.blockTitle}>
        {t('privacidade.exportar.titulo')}
      </h3>
      <p className={styles.muted}>{t('privacidade.exportar.explicacao')}</p>
      {query.isError && <QueryError error={query.error} onRetry={query.refetch} />}
      <div aria-live="polite">
        {pendente ? (
          <p className={styles.pending} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {t('privacidade.exportar.preparando')}
          </p>
        ) : current?.status === 'pronta' ? (
          <div className={styles.ready}>
            <a className={styles.download} href={exportacaoArquivoPath(current.idExportacao)} download>
              {t('privacidade.exportar.baixar', { tamanho: tamanho(current.tamanhoBytes) })}
            </a>
            <p className={styles.muted}>
              {t('privacidade.exportar.disponivelAte', { data: formatDate(current.expiraEm!) })}
            </p>
          </div>
        ) : null}
      </div>
      {!pendente && (
        <div>
          <Button
            variant={current ? 'secondary' : 'primary'}
            onClick={() => solicitar.mutate()}
            disabled={solicitar.isPending || query.isPending}
            aria-busy={solicitar.isPending}
          >
            {current ? t('privacidade.exportar.novamente') : t('privacidade.exportar.botao')}
          </Button>
        </div>
      )}
      {solicitar.isError && <Alert>{solicitar.error.message}</Alert>}
      {older.length > 0 && (
        <details className={styles.details}>
          <summary className={styles.summary}>
            {t('privacidade.exportar.anteriores', { count: older.length })}
          </summary>
          <ul className={styles.history}>
            {older.map((e) => (
              <li key={e.idExportacao}>
                <time dateTime={e.criadoEm}>{formatDateTime(e.criadoEm)}</time> — {statusText(t, e)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

function statusText(t: (key: string, options?: Record<string, string>) => string, e: ExportacaoRead) {
  if (e.status === 'pronta' && e.expiraEm)
    return t('privacidade.exportar.status.pronta', { data: formatDate(e.expiraEm) });
  return t(`privacidade.exportar.status.${e.status}`);
}
