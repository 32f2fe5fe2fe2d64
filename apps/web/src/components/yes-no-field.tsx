import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldMessages } from './field-messages';
import styles from './field.module.css';
import { useFieldIds } from './use-field-ids';

type Props = { legend: string; registration: UseFormRegisterReturn; error?: string | undefined };

/** A yes/no question as a radio group: the two answers exclude each other and arrow keys move between them. */
export function YesNoField({ legend, registration, error }: Props) {
  const { t } = useTranslation();
  const ids = useFieldIds(false, Boolean(error));
  return (
    <fieldset className={styles.group} aria-describedby={ids.describedBy}>
      <legend className={[styles.legend, styles.label].join(' ')}>{legend}</legend>
      <div className={styles.choices}>
        <label className={styles.choice}>
          <input type="radio" value="sim" {...registration} />
          {t('common.yes')}
        </label>
        <label className={styles.choice}>
          <input type="radio" value="nao" {...registration} />
          {t('common.no')}
        </label>
      </div>
      <FieldMessages error={error} errorId={ids.errorId} hintId={ids.hintId} />
    </fieldset>
  );
}
