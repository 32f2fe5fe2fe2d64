import { buttonClassName } from '../../../components/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCookieChoice, setCookieChoice, type CookieChoice } from '../../../lib/storage';
import styles from './site-shell.module.css';

/**
 * Shown until the visitor accepts or rejects; the choice is remembered. The site sets nothing that
 * needs consent, so either answer keeps it that way.
 */
export function CookieBanner({ onOpenPrivacy }: { onOpenPrivacy: () => void }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  // Shown by the browser once the page has settled (the stored choice is only known there); a banner that
  // is part of the first render gets laid out twice while the page hydrates, which counts as a layout shift.
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(getCookieChoice() === null), 0);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;
  const choose = (choice: CookieChoice) => {
    setCookieChoice(choice);
    setVisible(false);
  };
  return (
    <section className={styles.cookies} aria-label={t('cookies.label')}>
      <p>{t('cookies.text')}</p>
      <div className={styles.cookieActions}>
        <button type="button" className={styles.linkButton} onClick={onOpenPrivacy}>
          {t('cookies.policy')}
        </button>
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary' })}
          onClick={() => choose('recusado')}
        >
          {t('cookies.reject')}
        </button>
        <button
          type="button"
          className={buttonClassName({ variant: 'primary' })}
          onClick={() => choose('aceito')}
        >
          {t('cookies.accept')}
        </button>
      </div>
    </section>
  );
}
