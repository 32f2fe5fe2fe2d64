import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../../components/use-modal-dialog';
import styles from './site-shell.module.css';

type Section = { title: string; text: string };
type Props = { open: boolean; onClose: () => void };

/** The privacy policy in a native modal dialog, closed by the return arrow (or Escape). */
export function PrivacyDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const ref = useModalDialog(open);
  const sections = t('privacy.sections', { returnObjects: true }) as Section[];

  return (
    <dialog ref={ref} className={styles.privacy} aria-labelledby="privacidade-title" onClose={onClose}>
      {open && (
        <div className={styles.privacyInner}>
          <div className={styles.privacyHeader}>
            <button type="button" className={styles.back} onClick={onClose} aria-label={t('privacy.back')}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path
                  d="M15.5 4.5 8 12l7.5 7.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
            <h2 id="privacidade-title">{t('privacy.title')}</h2>
          </div>
          <p className={styles.muted}>{t('privacy.updated')}</p>
          {sections.map((section) => (
            <section key={section.title}>
              <h3>{section.title}</h3>
              <p>{section.text}</p>
            </section>
          ))}
        </div>
      )}
    </dialog>
  );
}
