import type { ComponentPropsWithRef } from 'react';
import { FieldShell, type FieldLook } from './field-shell';

type Props = ComponentPropsWithRef<'textarea'> & Omit<FieldLook, 'optionalLabel'>;

export function TextAreaField({ label, hint, error, className, ...textarea }: Props) {
  return (
    <FieldShell label={label} hint={hint} error={error} className={className}>
      {(control) => <textarea {...control} {...textarea} />}
    </FieldShell>
  );
}
