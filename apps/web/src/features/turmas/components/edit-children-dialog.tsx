import type { TurmaRead } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { PageLoader } from '../../../components/page-loader';
import { useDiscentesResumo, useUpdateTurma } from '../api/turmas';
import { ChildChooser } from './child-chooser';
import styles from './turmas.module.css';

/** Changes which children are in a class. */
export function EditChildrenDialog({ turma, onClose }: { turma: TurmaRead; onClose: () => void }) {
  const { t } = useTranslation();
  const discentes = useDiscentesResumo();
  const update = useUpdateTurma();
  const [selected, setSelected] = useState(() => new Set(turma.discentes.map((d) => d.idDisc)));
  const save = () =>
    update.mutate({ idTurma: turma.idTurma, discentes: [...selected].map((idDisc) => ({ idDisc })) }, { onSuccess: onClose });
  return (
    <Dialog open onClose={onClose} title={t('turmas.editChildrenTitle', { name: turma.nomeTurma })}>
      {discentes.isPending ? (
        <PageLoader />
      ) : discentes.isError ? (
        <Alert>{discentes.error.message}</Alert>
      ) : (
        <div className={styles.form}>
          <ChildChooser discentes={discentes.data} selected={selected} onChange={setSelected} />
          {update.error && <Alert>{update.error.message}</Alert>}
          <Button onClick={save} disabled={update.isPending} aria-busy={update.isPending}>
            {t('turmas.saveChildren')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
