import { useId } from 'react';
import styles from './preferencias.module.css';

type Props = { label: string; description?: string; checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void };

/** An on/off setting: a checkbox announced as a switch, with its label and a line of explanation. */
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
          <p id={descriptionId} className={styles.switchDescription}>
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
