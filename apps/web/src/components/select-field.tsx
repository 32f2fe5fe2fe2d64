import type { ComponentPropsWithRef } from 'react';
import { FieldShell, type FieldLook } from './field-shell';

type Props = ComponentPropsWithRef<'select'> &
  Omit<FieldLook, 'optionalLabel'> & {
    placeholder: string;
    options: { value: string; label: string }[];
  };

export function SelectField({ label, placeholder, options, hint, error, className, ...select }: Props) {
  return (
    <FieldShell label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select {...control} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
