import styles from './logo.module.css';

/** Wordmark: a crescent moon (Lunna ~ lua) with a little star, drawn for the project. */
export function Logo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  return (
    <span className={[styles.logo, styles[size]].join(' ')}>
      <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={styles.mark}>
        <circle cx="24" cy="24" r="22" fill="#5300BE" />
        <path d="M29 10a15 15 0 1 0 8.5 25.5A12.5 12.5 0 1 1 29 10z" fill="#FEB018" />
        <path d="M35 13l1.2 2.6 2.8.4-2 2 .5 2.8-2.5-1.3-2.5 1.3.5-2.8-2-2 2.8-.4z" fill="#fff" />
      </svg>
      <span className={styles.word}>Lunna</span>
    </span>
  );
}
