import type { TurmaRead } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { PageLoader } from '../../../components/page-loader';
import { useApproval } from '../api/approval';
import { useDiscentesResumo, useEquipe, useUpdateTurma } from '../api/turmas';
import { ChildChooser } from './child-chooser';
import fieldStyles from '../../../components/field.module.css';
import styles from './turmas.module.css';

/**
 * Changes which children are in a class, and (the director) who teaches it. For an educator, the children
 * waiting for the director stay picked (leaving one out withdraws the request), marked as waiting.
 */
export function EditChildrenDialog({
  turma,
  onClose,
  director,
}: {
  turma: TurmaRead;
  onClose: () => void;
  director: boolean;
}) {
  const { t } = useTranslation();
  const discentes = useDiscentesResumo();
  const equipe = useEquipe(director);
  const update = useUpdateTurma();
  const approval = useApproval(director, turma);
  const [selected, setSelected] = useState(
    () =>
      new Set(
        [...turma.discentes, ...(director ? [] : (turma.discentesPendentes ?? []))].map((d) => d.idDisc),
      ),
  );
  const [educators, setEducators] = useState(() => new Set(turma.pedagogos.map((p) => p.idUsuario)));
  const save = () =>
    update.mutate(
      {
        idTurma: turma.idTurma,
        discentes: [...selected].map((idDisc) => ({ idDisc })),
        ...(director && { pedagogos: [...educators].map((idUsuario) => ({ idUsuario })) }),
      },
      { onSuccess: onClose },
    );
  const toggleEducator = (idUsuario: string, on: boolean) => {
    const next = new Set(educators);
    if (on) next.add(idUsuario);
    else next.delete(idUsuario);
    setEducators(next);
  };
  return (
    <Dialog open onClose={onClose} title={t('turmas.editChildrenTitle', { name: turma.nomeTurma })}>
      {discentes.isPending ? (
        <PageLoader />
      ) : discentes.isError ? (
        <Alert>{discentes.error.message}</Alert>
      ) : (
        <div className={styles.form}>
          <ChildChooser
            discentes={discentes.data}
            selected={selected}
            onChange={setSelected}
            approval={approval}
          />
          {director && equipe.data && (
            <fieldset className={fieldStyles.checkGroup}>
              <legend>{t('turmas.educators')}</legend>
              {equipe.data.map((p) => (
                <label key={p.idUsuario} className={fieldStyles.checkItem}>
                  <input
                    type="checkbox"
                    checked={educators.has(p.idUsuario)}
                    onChange={(e) => toggleEducator(p.idUsuario, e.target.checked)}
                  />
                  {p.nome}
                </label>
              ))}
            </fieldset>
          )}
          {update.error && <Alert>{update.error.message}</Alert>}
          <Button onClick={save} disabled={update.isPending} aria-busy={update.isPending}>
            {t('turmas.saveChildren')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
