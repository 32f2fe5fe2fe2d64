import type { MembroEquipe } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { isApiError } from '../../../lib/api-client';
import { useTurmasEducador } from '../api/equipe';
import { TurmaChoices } from './turma-choices';
import styles from './equipe.module.css';

type Props = { membro: MembroEquipe; onClose: () => void; onSaved: (membro: MembroEquipe) => void };

/** The director chooses the classes an educator teaches (replaces the list). */
export function TurmasDialog({ membro, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const salvar = useTurmasEducador();
  const [selected, setSelected] = useState(() => membro.turmas.map((x) => x.idTurma));
  const fieldError = isApiError(salvar.error) ? salvar.error.fields?.turmaIds : undefined;

  return (
    <Dialog open onClose={onClose} title={t('equipe.turmas.title', { name: membro.nome })}>
      <div className={styles.form}>
        <p className={styles.muted}>{t('equipe.turmas.text', { name: membro.nome })}</p>
        {salvar.error && !fieldError && <Alert>{salvar.error.message}</Alert>}
        <TurmaChoices
          legend={t('equipe.turmas.legend')}
          selected={selected}
          onChange={setSelected}
          error={fieldError}
        />
        <div className={styles.actions}>
          <Button
            disabled={salvar.isPending}
            aria-busy={salvar.isPending}
            onClick={() =>
              salvar.mutate({ idUsuario: membro.idUsuario, turmaIds: selected }, { onSuccess: onSaved })
            }
          >
            {t('equipe.turmas.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('common.back')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
