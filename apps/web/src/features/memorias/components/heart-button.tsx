import { useTranslation } from 'react-i18next';
import styles from './memorias.module.css';

/** The favourite heart: a toggle (aria-pressed), red when on, grey when off, with a visible word on wide layouts. */
export function HeartButton({
  on,
  busy,
  onToggle,
  withText = false,
}: {
  on: boolean;
  busy: boolean;
  onToggle: () => void;
  withText?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={[styles.heart, on ? styles.heartOn : null].filter(Boolean).join(' ')}
      aria-pressed={on}
      disabled={busy}
      onClick={onToggle}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.5 1.1 4.9 2.8 1.4-1.7 2.9-2.8 4.9-2.8 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className={withText ? undefined : 'visually-hidden'}>{t('memorias.favorito')}</span>
    </button>
  );
}
