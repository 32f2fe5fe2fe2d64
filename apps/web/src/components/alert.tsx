import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../lib/translate-message';
import styles from './alert.module.css';

/** Error alerts interrupt (role=alert); informative ones are polite (role=status). Server messages are shown in the interface language. */
export function Alert({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'info' | 'success';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={[styles.alert, styles[tone]].join(' ')}>
      {typeof children === 'string' ? translateMessage(t, children) : children}
    </div>
  );
}
