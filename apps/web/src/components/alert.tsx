import type { ReactNode } from 'react';
import styles from './alert.module.css';

/** Error alerts interrupt (role=alert); informative ones are polite (role=status). */
export function Alert({ tone = 'error', children }: { tone?: 'error' | 'info'; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={[styles.alert, styles[tone]].join(' ')}>
      {children}
    </div>
  );
}
