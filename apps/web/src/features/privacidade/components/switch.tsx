import { useId, type ReactNode } from 'react';
import styles from './privacidade.module.css';

type Props = { label: string; description?: ReactNode; checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void };

/** An on/off choice: a checkbox announced as a switch, with its label and an explanation. */
export function Switch({ label, description, checked, disabled, onChange }: Props) {
  const id = useId();
  const descriptionId = useId();
  return (
    <div className={styles.switchRow}>
      <div className={styles.switchText}>
        <label htmlFor={id} className={styles.switchLabel}>
          {label}
        </label>
        {description && (
          <p id={descriptionId} className={styles.muted}>
            {description}
          </p>
        )}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
    </div>
  );
}
