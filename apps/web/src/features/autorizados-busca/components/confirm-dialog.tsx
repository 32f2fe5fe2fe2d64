import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import styles from './quem-busca.module.css';

type Props = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** "Are you sure?" before removing a person or revoking a restriction: says what will happen, then asks. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <div className={styles.confirmText}>{children}</div>
      {error && <Alert>{error}</Alert>}
      <div className={styles.dialogActions}>
        <Button onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {confirmLabel}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('quemBusca.cancelar')}
        </Button>
      </div>
    </Dialog>
  );
}
