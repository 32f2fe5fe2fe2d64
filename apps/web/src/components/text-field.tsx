import type { ComponentPropsWithRef } from 'react';
import { FieldShell, type FieldLook } from './field-shell';

type Props = ComponentPropsWithRef<'input'> & FieldLook;

export function TextField({ label, hint, error, optionalLabel, className, ...input }: Props) {
  return (
    <FieldShell label={label} hint={hint} error={error} optionalLabel={optionalLabel} className={className}>
      {(control) => <input {...control} {...input} />}
    </FieldShell>
  );
}
