import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldMessages } from './field-messages';
import styles from './field.module.css';
import { useFieldIds } from './use-field-ids';

type Props = {
  legend: string;
  registration: UseFormRegisterReturn;
  options: { value: string; label: ReactNode }[];
  error?: string | undefined;
};

/** One choice out of a few, as a radio group (arrow keys move between the options). */
export function RadioGroupField({ legend, registration, options, error }: Props) {
  const ids = useFieldIds(false, Boolean(error));
  return (
    <fieldset className={styles.group} aria-describedby={ids.describedBy}>
      <legend className={[styles.legend, styles.label].join(' ')}>{legend}</legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input type="radio" value={option.value} {...registration} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessages error={error} errorId={ids.errorId} hintId={ids.hintId} />
    </fieldset>
  );
}
