import type { DiscenteRead } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { firstName } from '../../../lib/format';
import { useEnquetesDoFilho } from '../api/enquetes';
import { EnqueteCard } from './enquete-card';
import { EnqueteGrid } from './enquete-list';
import styles from './enquetes.module.css';
import { EnqueteTabs } from './tabs';
import { QueryError } from '../../../components/query-error';

/** The polls of the child's classes: vote while open (results after voting), or the closed ones with results. */
export function GuardianEnquetes({ discente, passadas }: { discente: DiscenteRead; passadas: boolean }) {
  const { t } = useTranslation();
  const query = useEnquetesDoFilho(discente.idDisc, passadas);
  const name = firstName(discente.nomeDisc);
  return (
    <section className={styles.page} aria-labelledby="enquetes-title">
      <header className={styles.header}>
        <h2 id="enquetes-title">{passadas ? t('enquetes.passadas') : t('enquetes.titulo')}</h2>
        <p className={styles.lead}>
          {passadas ? t('enquetes.leadPassadas', { name }) : t('enquetes.lead', { name })}
        </p>
      </header>
      <EnqueteTabs />
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={query.refetch} />
      ) : (
        <EnqueteGrid
          itens={query.data.itens}
          empty={passadas ? t('enquetes.vazioPassadas') : t('enquetes.vazio')}
          render={(e) => <EnqueteCard key={e.idEnquete} enquete={e} idDisc={discente.idDisc} />}
        />
      )}
    </section>
  );
}
