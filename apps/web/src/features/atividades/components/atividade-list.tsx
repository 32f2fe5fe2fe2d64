import type { AtividadeRead, TipoAtividade } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { EmptyNest } from '../../../components/illustrations';
import { PageLoader } from '../../../components/page-loader';
import { useAtividades, useDeleteAtividade } from '../api/atividades';
import { AtividadeCard } from './atividade-card';
import styles from './atividades.module.css';
import { QueryError } from '../../../components/query-error';

/** A page-by-page list of activities (newest first) for a child or for the staff member's classes. */
export function AtividadeList({
  scope,
  tipo,
}: {
  scope: { idDisc: string } | { staff: true };
  tipo: TipoAtividade | undefined;
}) {
  const { t } = useTranslation();
  const query = useAtividades(scope, tipo);
  const remove = useDeleteAtividade();
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <QueryError error={query.error} onRetry={query.refetch} />;
  const itens: AtividadeRead[] = query.data.pages.flatMap((p) => p.itens);
  if (itens.length === 0) {
    return (
      <div className={styles.empty}>
        <EmptyNest className={styles.emptyArt} />
        <p>
          {tipo ? t('atividades.vazioTipo', { tipo: t(`atividades.filtro.${tipo}`) }) : t('atividades.vazio')}
        </p>
      </div>
    );
  }
  return (
    <>
      {remove.error && <Alert>{remove.error.message}</Alert>}
      <div className={styles.grid}>
        {itens.map((a) => (
          <AtividadeCard
            key={a.idAtividade}
            atividade={a}
            deleting={remove.isPending}
            onDelete={
              'staff' in scope
                ? () =>
                    window.confirm(t('atividades.confirmarExclusao', { titulo: a.tituloAtv })) &&
                    remove.mutate(a.idAtividade)
                : undefined
            }
          />
        ))}
      </div>
      {query.hasNextPage && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage}
          >
            {t('atividades.carregarMais')}
          </Button>
        </div>
      )}
    </>
  );
}
