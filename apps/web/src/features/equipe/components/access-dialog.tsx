import type { MembroEquipe } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { useAlterarAtivo } from '../api/equipe';
import styles from './equipe.module.css';

type Props = { membro: MembroEquipe; onClose: () => void; onDone: (membro: MembroEquipe) => void };

/** Confirms deactivating (or reactivating) a staff account, saying what it means. */
export function AccessDialog({ membro, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const alterar = useAlterarAtivo();
  const ativar = !membro.ativo;
  const key = ativar ? 'reactivate' : 'deactivate';
  const values = { name: membro.nome };

  return (
    <Dialog open onClose={onClose} title={t(`equipe.${key}.title`, values)}>
      <div className={styles.form}>
        <p>{t(`equipe.${key}.text`, values)}</p>
        <p className={styles.muted}>{t(`equipe.${key}.after`, values)}</p>
        {alterar.error && <Alert>{alterar.error.message}</Alert>}
        <div className={styles.actions}>
          <Button
            disabled={alterar.isPending}
            aria-busy={alterar.isPending}
            onClick={() => alterar.mutate({ idUsuario: membro.idUsuario, ativar }, { onSuccess: onDone })}
          >
            {t(`equipe.${key}.confirm`)}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('common.back')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
