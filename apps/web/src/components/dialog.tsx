import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './dialog.module.css';
import { useModalDialog } from './use-modal-dialog';

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string | undefined;
};

/**
 * Native modal <dialog>: the browser traps focus, closes on Escape and returns focus to the opener.
 * `open` stays the single source of truth; Escape reports back through onClose.
 */
export function Dialog({ open, onClose, title, children, className }: Props) {
  const { t } = useTranslation();
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      className={[styles.dialog, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onClose={onClose}
    >
      {open && (
        <div className={styles.inner}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
