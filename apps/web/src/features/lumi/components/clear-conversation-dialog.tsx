import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import styles from './lumi.module.css';

type Props = {
  open: boolean;
  childName: string | undefined;
  pending: boolean;
  error: Error | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** "Limpar a conversa?": says what goes away (and that it cannot come back), then asks. */
export function ClearConversationDialog({ open, childName, pending, error, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('lumi.limparTitulo')}>
      <p className={styles.dialogText}>
        {childName ? t('lumi.limparTextoCrianca', { name: childName }) : t('lumi.limparTextoEquipe')}
      </p>
      {error && <Alert>{error.message}</Alert>}
      <div className={styles.dialogActions}>
        <Button variant="ghost" onClick={onClose}>
          {t('lumi.cancelar')}
        </Button>
        <Button onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {t('lumi.limparConfirmar')}
        </Button>
      </div>
    </Dialog>
  );
}
