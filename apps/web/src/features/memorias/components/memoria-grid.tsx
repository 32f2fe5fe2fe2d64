import type { MemoriaRead } from '@lunna/contract';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemoriaList } from '@lunna/contract';
import { Button } from '../../../components/button';
import { PageLoader } from '../../../components/page-loader';
import styles from './memorias.module.css';
import { QueryError } from '../../../components/query-error';

/** The cards of a paged list, with its loading, error, empty and "more" states. */
export function MemoriaGrid({
  query,
  empty,
  card,
}: {
  query: UseInfiniteQueryResult<InfiniteData<MemoriaList>>;
  empty: string;
  card: (memoria: MemoriaRead) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <QueryError error={query.error} onRetry={query.refetch} />;
  const itens = query.data.pages.flatMap((p) => p.itens);
  if (itens.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <>
      <ul className={styles.grid} aria-label={t('memorias.lista')}>
        {itens.map(card)}
      </ul>
      {query.hasNextPage && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('memorias.carregarMais')}
          </Button>
        </div>
      )}
    </>
  );
}
