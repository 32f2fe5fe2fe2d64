import { useId, type ReactNode } from 'react';
import styles from './switch.module.css';

type Props = {
  label: string;
  description?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
};

/** An on/off setting: a checkbox announced as a switch, with its label and an explanation. */
export function Switch({ label, description, checked, disabled, onChange }: Props) {
  const id = useId();
  const descriptionId = useId();
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
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
