import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { useAcessos } from '../api/privacidade';
import { formatDateTime } from './format';
import styles from './privacidade.module.css';

/** 'Quem acessou os dados': educators and the director who read or changed the child's data, newest first. */
export function AccessLog({ idDisc, nome }: { idDisc: string; nome: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useAcessos(idDisc);
  const itens = query.data?.pages.flatMap((p) => p.itens) ?? [];

  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.blockTitle}>
        {t('privacidade.acessos.titulo')}
      </h3>
      <p className={styles.muted}>{t('privacidade.acessos.explicacao', { nome })}</p>
      {query.isPending && <PageLoader />}
      {query.isError && <QueryError error={query.error} onRetry={query.refetch} />}
      {query.isSuccess && itens.length === 0 && (
        <p className={styles.empty}>{t('privacidade.acessos.vazio', { nome })}</p>
      )}
      {itens.length > 0 && (
        <ul className={styles.accessList}>
          {itens.map((a) => (
            <li key={a.idAcesso} className={styles.access}>
              <span className={styles.accessWho}>
                {a.nome} <span className={styles.role}>({t(`privacidade.acessos.papel.${a.papel}`)})</span>
              </span>
              <span>
                {t(`privacidade.acessos.${a.tipo}`, { item: t(`privacidade.acessos.item.${a.item}`) })}
              </span>
              <time className={styles.muted} dateTime={a.quando}>
                {formatDateTime(a.quando)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button
          variant="secondary"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? t('privacidade.acessos.carregando') : t('privacidade.acessos.verMais')}
        </Button>
      )}
    </section>
  );
}
