import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { PlusIcon } from '../../../components/icons';
import { PageLoader } from '../../../components/page-loader';
import { useDeleteEnquete, useEnquetesStaff } from '../api/enquetes';
import { EnqueteCard } from './enquete-card';
import { EnqueteForm } from './enquete-form';
import { EnqueteGrid } from './enquete-list';
import styles from './enquetes.module.css';
import { EnqueteTabs } from './tabs';
import { QueryError } from '../../../components/query-error';

const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Educators and the director: the polls of their classes with live counts; open a poll, delete their own. */
export function StaffEnquetes({ passadas }: { passadas: boolean }) {
  const { t } = useTranslation();
  const query = useEnquetesStaff(passadas);
  const remove = useDeleteEnquete();
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.page} aria-labelledby="enquetes-title">
      <header className={styles.header}>
        <div>
          <h1 id="enquetes-title">{passadas ? t('enquetes.passadas') : t('enquetes.staffTitle')}</h1>
          <p className={styles.lead}>{t('enquetes.staffLead')}</p>
        </div>
        <Button onClick={() => setOpen(true)}>
          <PlusIcon size={20} /> {t('enquetes.nova')}
        </Button>
      </header>
      <EnqueteTabs />
      {remove.error && <Alert>{remove.error.message}</Alert>}
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={query.refetch} />
      ) : (
        <EnqueteGrid
          itens={query.data.itens}
          empty={passadas ? t('enquetes.vazioPassadas') : t('enquetes.vazioStaff')}
          render={(e) => (
            <EnqueteCard
              key={e.idEnquete}
              enquete={e}
              actions={
                e.podeExcluir && (
                  <Button
                    variant="ghost"
                    disabled={remove.isPending}
                    onClick={() =>
                      window.confirm(t('enquetes.confirmarExclusao', { pergunta: e.pergunta })) &&
                      remove.mutate(e.idEnquete)
                    }
                  >
                    {t('enquetes.excluir')}
                  </Button>
                )
              }
            />
          )}
        />
      )}
      <Dialog open={open} onClose={() => setOpen(false)} title={t('enquetes.nova')}>
        <EnqueteForm hoje={localToday()} onDone={() => setOpen(false)} />
      </Dialog>
    </section>
  );
}
