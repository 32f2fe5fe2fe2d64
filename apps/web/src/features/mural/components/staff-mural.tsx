import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { SelectField } from '../../../components/select-field';
import { useClassWall, useStaffClasses } from '../api/mural';
import { MuralFeed } from './mural-feed';
import styles from './mural.module.css';
import { QueryError } from '../../../components/query-error';

/** /mural for educators and the director: choose one of their classes and read its wall. */
export function StaffMural() {
  const { t } = useTranslation();
  const classes = useStaffClasses();
  const [chosen, setChosen] = useState('');
  const titleId = useId();
  const active = (classes.data ?? []).filter((c) => !c.arquivada);
  const idTurma = chosen || active[0]?.idTurma;
  const wall = useClassWall(idTurma);
  const nome = active.find((c) => c.idTurma === idTurma)?.nomeTurma ?? '';

  if (classes.isPending) return <PageLoader />;
  if (classes.isError) return <QueryError error={classes.error} onRetry={classes.refetch} />;

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <header className={styles.pageHeader}>
        <h1 id={titleId}>{t('portal.nav.mural')}</h1>
        {active.length === 0 ? (
          <p className={styles.subtitle}>{t('mural.semTurmasEquipe')}</p>
        ) : (
          <SelectField
            className={styles.classPicker}
            label={t('mural.escolherTurma')}
            placeholder={t('mural.escolherTurma')}
            value={idTurma ?? ''}
            onChange={(e) => setChosen(e.target.value)}
            options={active.map((c) => ({ value: c.idTurma, label: c.nomeTurma }))}
          />
        )}
      </header>
      {idTurma && <MuralFeed wall={wall} label={t('mural.listaTurma', { turma: nome })} />}
    </section>
  );
}
