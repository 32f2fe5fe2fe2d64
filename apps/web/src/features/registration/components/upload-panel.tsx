import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { PhotoIcon } from '../../../components/icons';
import styles from './wizard.module.css';

type Props = {
  title: string;
  openLabel: string;
  dialogTitle: string;
  /** What has been chosen so far, shown beside the button. */
  summary: string;
  error?: string | undefined;
  /** The file inputs shown inside the dialog. */
  children: ReactNode;
};

/** A spec upload dialog: opened from a button, closed with 'Continuar'. */
export function UploadPanel({ title, openLabel, dialogTitle, summary, error, children }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={styles.uploadBox} data-invalid={error ? 'true' : undefined}>
      <p className={styles.uploadTitle}>{title}</p>
      <p id={`${id}-summary`} className={styles.uploadStatus}>
        {summary}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.uploadError}>
          {error}
        </p>
      )}
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-describedby={[`${id}-summary`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
      >
        <PhotoIcon />
        {openLabel}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={dialogTitle}>
        <div className={styles.dialogBody}>
          {children}
          <Button onClick={() => setOpen(false)} fullWidth>
            {t('common.continue')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
