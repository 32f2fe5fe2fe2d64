import type { ResponsavelDaCrianca } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { useRemoverAcesso } from '../api/convites';
import styles from './convites.module.css';

type Props = {
  idDisc: string;
  child: string;
  responsavel: ResponsavelDaCrianca | null;
  onClose: () => void;
  onRemoved: (nome: string) => void;
};

/** The director confirms removing a guardian's access, knowing what it means for the family. */
export function RemoveAccessDialog({ idDisc, child, responsavel, onClose, onRemoved }: Props) {
  const { t } = useTranslation();
  const remover = useRemoverAcesso(idDisc);
  const nome = responsavel?.nome ?? '';

  const close = () => {
    remover.reset();
    onClose();
  };

  return (
    <Dialog open={responsavel !== null} onClose={close} title={t('convites.remove.title', { name: nome })}>
      <div className={styles.form}>
        <p>{t('convites.remove.text', { name: nome, child })}</p>
        <p className={styles.muted}>{t('convites.remove.history')}</p>
        {remover.error && <Alert>{remover.error.message}</Alert>}
        <div className={styles.actions}>
          <Button
            disabled={remover.isPending}
            aria-busy={remover.isPending}
            onClick={() =>
              responsavel &&
              remover.mutate(responsavel.idResp, {
                onSuccess: () => {
                  remover.reset();
                  onRemoved(responsavel.nome);
                },
              })
            }
          >
            {t('convites.remove.confirm')}
          </Button>
          <Button variant="secondary" onClick={close}>
            {t('common.back')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
