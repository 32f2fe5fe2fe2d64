import type { ComponentPropsWithRef } from 'react';
import { FieldMessages } from './field-messages';
import styles from './field.module.css';
import { useFieldIds } from './use-field-ids';

type Props = ComponentPropsWithRef<'select'> & {
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  hint?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
};

export function SelectField({ label, placeholder, options, hint, error, className, ...select }: Props) {
  const ids = useFieldIds(Boolean(hint), Boolean(error));
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.id} className={styles.label}>
        {label}
      </label>
      <select
        id={ids.id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
