import type { Importancia } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { PageLoader } from '../../../components/page-loader';
import { useAvisos } from '../api/avisos';
import { NoticeCard } from './notice-card';
import { NoticeFilters } from './notice-filters';
import { Pagination } from './pagination';
import { Receipts } from './receipts';
import { useScrollToHash } from './use-scroll-to-hash';
import styles from './avisos.module.css';
import { QueryError } from '../../../components/query-error';

/** Teacher view: the notices sent (to her classes), each with its read receipts, and the add button. */
export function StaffNotices({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  const [importancia, setImportancia] = useState<Importancia | ''>('');
  const [pagina, setPagina] = useState(1);
  const avisos = useAvisos({ importancia: importancia || undefined, pagina });
  const target = useScrollToHash(Boolean(avisos.data));

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t('avisos.staffTitle')}</h1>
        <Button onClick={onAdd}>
          <span aria-hidden="true">+ </span>
          {t('avisos.add')}
        </Button>
      </header>
      <div className={styles.toolbar}>
        <NoticeFilters
          importancia={importancia}
          onImportancia={(v) => {
            setImportancia(v);
            setPagina(1);
          }}
        />
      </div>
      {avisos.isPending && <PageLoader />}
      {avisos.isError && <QueryError error={avisos.error} onRetry={avisos.refetch} />}
      {avisos.data && avisos.data.itens.length === 0 && (
        <p className={styles.empty}>{t('avisos.emptyStaff')}</p>
      )}
      {avisos.data && avisos.data.itens.length > 0 && (
        <ul className={styles.list}>
          {avisos.data.itens.map((aviso) => (
            <li key={aviso.idAviso}>
              <NoticeCard
                aviso={aviso}
                highlighted={target === aviso.idAviso}
                footer={aviso.recibos && <Receipts recibos={aviso.recibos} />}
              />
            </li>
          ))}
        </ul>
      )}
      {avisos.data && (
        <Pagination
          pagina={avisos.data.pagina}
          total={avisos.data.total}
          porPagina={avisos.data.porPagina}
          onPage={setPagina}
        />
      )}
    </div>
  );
}
