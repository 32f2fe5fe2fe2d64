import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { PlusIcon } from '../../../components/icons';
import { AtividadeForm } from './atividade-form';
import { AtividadeList } from './atividade-list';
import styles from './atividades.module.css';
import { KindFilter, tipoFromSearch } from './kind-filter';

const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Educators and the director: the activities of their classes, posting and deleting. */
export function StaffAtividades() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tipo = tipoFromSearch(params);
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.page} aria-labelledby="atividades-title">
      <header className={styles.header}>
        <div>
          <h1 id="atividades-title">{t('atividades.staffTitle')}</h1>
          <p className={styles.lead}>{t('atividades.staffLead')}</p>
        </div>
        <Button onClick={() => setOpen(true)}>
          <PlusIcon size={20} /> {t('atividades.nova')}
        </Button>
      </header>
      <KindFilter tipo={tipo} />
      <AtividadeList scope={{ staff: true }} tipo={tipo} />
      <Dialog open={open} onClose={() => setOpen(false)} title={t('atividades.nova')}>
        <AtividadeForm hoje={localToday()} onDone={() => setOpen(false)} />
      </Dialog>
    </section>
  );
}
