import type { ReactNode } from 'react';
import styles from './diario.module.css';

type Props = {
  legend: string;
  name: string;
  options: readonly { value: string; label: ReactNode }[];
  /** One choice (radio) or several (checkbox). */
  multiple?: boolean;
  value: string | readonly string[];
  onChange: (value: string, checked: boolean) => void;
  compact?: boolean;
};

/** A few big choices to tap with a thumb: native radios or checkboxes, drawn as large pills. */
export function Escolha({ legend, name, options, multiple, value, onChange, compact }: Props) {
  const chosen = (v: string) => (typeof value === 'string' ? value === v : value.includes(v));
  return (
    <fieldset className={styles.escolha}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={compact ? styles.pillsCompact : styles.pills}>
        {options.map((o) => (
          <label key={o.value} className={styles.pill}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={o.value}
              checked={chosen(o.value)}
              onChange={(e) => onChange(o.value, e.target.checked)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
