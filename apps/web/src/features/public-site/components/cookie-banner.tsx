import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getCookieChoice, setCookieChoice, type CookieChoice } from '../../../lib/storage';
import styles from './site-shell.module.css';

/**
 * Shown until the visitor accepts or rejects; the choice is remembered. The site sets nothing that
 * needs consent, so either answer keeps it that way; the banner is rendered only in the browser,
 * where the stored choice is known.
 */
function subscribeToStorage(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

export function CookieBanner({ onOpenPrivacy }: { onOpenPrivacy: () => void }) {
  const { t } = useTranslation();
  // The prerendered page has no banner; the browser shows it when no choice is stored.
  const stored = useSyncExternalStore(subscribeToStorage, () => getCookieChoice() ?? 'none', () => 'unknown');
  const [dismissed, setDismissed] = useState(false);

  if (stored !== 'none' || dismissed) return null;
  const choose = (choice: CookieChoice) => {
    setCookieChoice(choice);
    setDismissed(true);
  };
  return (
    <section className={styles.cookies} aria-label={t('cookies.label')}>
      <p>{t('cookies.text')}</p>
      <div className={styles.cookieActions}>
        <button type="button" className={styles.linkButton} onClick={onOpenPrivacy}>
          {t('cookies.policy')}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={() => choose('recusado')}>
          {t('cookies.reject')}
        </button>
        <button type="button" className={styles.primaryButton} onClick={() => choose('aceito')}>
          {t('cookies.accept')}
        </button>
      </div>
    </section>
  );
}
