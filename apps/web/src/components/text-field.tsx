import type { ComponentPropsWithRef } from 'react';
import { FieldMessages } from './field-messages';
import styles from './field.module.css';
import { useFieldIds } from './use-field-ids';

type Props = ComponentPropsWithRef<'input'> & {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  optionalLabel?: string | undefined;
  className?: string | undefined;
};

export function TextField({ label, hint, error, optionalLabel, className, ...input }: Props) {
  const ids = useFieldIds(Boolean(hint), Boolean(error));
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.id} className={styles.label}>
        {label}
        {optionalLabel && <span className={styles.optional}> ({optionalLabel})</span>}
      </label>
      <input
        id={ids.id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
