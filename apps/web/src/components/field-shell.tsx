import type { ReactNode } from 'react';
import { FieldMessages } from './field-messages';
import styles from './field.module.css';
import { useFieldIds } from './use-field-ids';

export type FieldLook = {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  optionalLabel?: string | undefined;
  className?: string | undefined;
};

type ControlProps = {
  id: string;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** Label, hint and error around one form control, wired for screen readers; the control is the caller's. */
export function FieldShell({
  label,
  hint,
  error,
  optionalLabel,
  className,
  children,
}: FieldLook & { children: (control: ControlProps) => ReactNode }) {
  const ids = useFieldIds(Boolean(hint), Boolean(error));
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.id} className={styles.label}>
        {label}
        {optionalLabel && <span className={styles.optional}> ({optionalLabel})</span>}
      </label>
      {children({
        id: ids.id,
        className: styles.control,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': ids.describedBy,
      })}
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
