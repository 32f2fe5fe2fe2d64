import type { MuralPage } from '@lunna/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { PageLoader } from '../../../components/page-loader';
import { MuralCard } from './mural-card';
import styles from './mural.module.css';
import { QueryError } from '../../../components/query-error';

type Props = { wall: UseInfiniteQueryResult<InfiniteData<MuralPage>>; label: string };

/**
 * The wall's items, newest first. Older pages load when the end of the list scrolls into view; the
 * 'Carregar mais' button does the same for keyboards and browsers without IntersectionObserver.
 */
export function MuralFeed({ wall, label }: Props) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = wall;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (wall.isPending) return <PageLoader />;
  if (wall.isError) return <QueryError error={wall.error} onRetry={wall.refetch} />;
  const items = wall.data.pages.flatMap((p) => p.itens);
  if (items.length === 0) return <p className={styles.empty}>{t('mural.vazio')}</p>;

  return (
    <>
      <ol className={styles.feed} aria-label={label}>
        {items.map((item) => (
          <li key={`${item.tipo}-${item.id}`}>
            <MuralCard item={item} />
          </li>
        ))}
      </ol>
      <div ref={sentinel} className={styles.more}>
        {hasNextPage ? (
          <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? t('mural.carregando') : t('mural.carregarMais')}
          </Button>
        ) : (
          <p className={styles.end}>{t('mural.fim')}</p>
        )}
        {wall.isFetchNextPageError && <Alert>{t('mural.erroCarregar')}</Alert>}
      </div>
      <p className="visually-hidden" role="status">
        {isFetchingNextPage ? t('mural.carregando') : t('mural.itensCarregados', { count: items.length })}
      </p>
    </>
  );
}
