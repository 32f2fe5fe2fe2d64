import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AVISOS_FIXADOS, useAvisos } from '../api/avisos';
import { NoticeCard } from './notice-card';
import { ReadCheckbox } from './read-checkbox';
import styles from './avisos.module.css';
import { QueryError } from '../../../components/query-error';

/** Dashboard: 'Importante' notices (of any child) still waiting for the guardian's acknowledgement. */
export function PinnedNotices() {
  const { t } = useTranslation();
  const avisos = useAvisos(AVISOS_FIXADOS);
  const itens = avisos.data?.itens ?? [];
  if (avisos.isError) return <QueryError error={avisos.error} onRetry={avisos.refetch} />;
  if (itens.length === 0) return null;
  return (
    <section className={styles.pinnedSection} aria-labelledby="avisos-fixados">
      <h2 id="avisos-fixados" className={styles.sectionTitle}>
        {t('avisos.pinnedTitle')}
      </h2>
      <ul className={styles.list}>
        {itens.map((aviso) => (
          <li key={aviso.idAviso}>
            <NoticeCard aviso={aviso} footer={<ReadCheckbox aviso={aviso} />} />
          </li>
        ))}
      </ul>
      <Link to="/avisos">{t('avisos.seeAll')}</Link>
    </section>
  );
}
