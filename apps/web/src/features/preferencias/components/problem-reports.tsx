import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { useProblemReports } from '../api/preferencias';
import styles from './preferencias.module.css';

/** The director's view: the school's 'Reportar problema' reports, newest first. */
export function ProblemReports() {
  const { t, i18n } = useTranslation();
  const reports = useProblemReports(true);
  return (
    <div className={styles.report}>
      <h3 className={styles.subTitle}>{t('preferencias.ajuda.relatados.title')}</h3>
      {reports.isError && <QueryError error={reports.error} onRetry={reports.refetch} />}
      {reports.isPending && <PageLoader />}
      {reports.data?.itens.length === 0 && (
        <p className={styles.hint}>{t('preferencias.ajuda.relatados.vazio')}</p>
      )}
      {reports.data && reports.data.itens.length > 0 && (
        <ul className={styles.reportList} aria-label={t('preferencias.ajuda.relatados.title')}>
          {reports.data.itens.map((r) => (
            <li key={r.idRelato} className={styles.reportItem}>
              <p className={styles.reportMeta}>
                <time dateTime={r.criadoEm}>{formatDateTime(r.criadoEm, i18n.language)}</time>
                {' · '}
                {r.autor
                  ? `${r.autor.nome} (${t(`preferencias.ajuda.relatados.papel.${r.autor.papel}`)})`
                  : t('preferencias.ajuda.relatados.contaExcluida')}
              </p>
              <p className={styles.reportText}>{r.descricao}</p>
              <p className={styles.reportMeta}>
                {t('preferencias.ajuda.relatados.pagina')}: <code>{r.pagina}</code>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
