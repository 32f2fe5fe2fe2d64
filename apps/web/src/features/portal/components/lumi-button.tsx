import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './lumi-button.module.css';

/** Floating shortcut to the assistant; the tooltip text is also its accessible name. */
export function LumiButton() {
  const { t } = useTranslation();
  const label = t('portal.lumiTooltip');
  return (
    <Link to="/lumi" className={styles.fab} aria-label={label}>
      <svg viewBox="0 0 48 48" width="36" height="36" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="20" fill="#FEB018" />
        <circle cx="17" cy="22" r="3" fill="#1F1A2E" />
        <circle cx="31" cy="22" r="3" fill="#1F1A2E" />
        <path d="M17 30q7 6 14 0" stroke="#1F1A2E" strokeWidth="3" fill="none" strokeLinecap="round" />
        <path d="M38 6l1.5 3.5 3.5 1.5-3.5 1.5L38 16l-1.5-3.5L33 11l3.5-1.5z" fill="#fff" />
      </svg>
      <span className={styles.tooltip} aria-hidden="true">
        {label}
      </span>
    </Link>
  );
}
