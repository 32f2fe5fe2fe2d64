import type { ComponentPropsWithRef } from 'react';
import { FieldMessages } from './field-messages';
import styles from './field.module.css';
import { useFieldIds } from './use-field-ids';

type Props = ComponentPropsWithRef<'textarea'> & {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
};

export function TextAreaField({ label, hint, error, className, ...textarea }: Props) {
  const ids = useFieldIds(Boolean(hint), Boolean(error));
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={ids.id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...textarea}
      />
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
