import { useTranslation } from 'react-i18next';
import { ACCEPT_IMAGES, imageFileError } from '../lib/image-file';
import { FieldMessages } from './field-messages';
import styles from './field.module.css';
import { useFieldIds } from './use-field-ids';

type Props = {
  label: string;
  file: File | null;
  /** Receives the chosen file, or null with the reason when it breaks the upload rule. */
  onChange: (file: File | null, error: string | null) => void;
  error?: string | undefined;
  hint?: string | undefined;
  optionalLabel?: string | undefined;
};

export function FileField({ label, file, onChange, error, hint, optionalLabel }: Props) {
  const { t } = useTranslation();
  const ids = useFieldIds(true, Boolean(error));
  return (
    <div className={styles.field}>
      <label htmlFor={ids.id} className={styles.label}>
        {label}
        {optionalLabel && <span className={styles.optional}> ({optionalLabel})</span>}
      </label>
      <input
        id={ids.id}
        type="file"
        accept={ACCEPT_IMAGES}
        className={[styles.control, styles.file].join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (!chosen) return;
          const problem = imageFileError(chosen);
          if (problem) event.target.value = ''; // let the user pick the same name again after fixing it
          onChange(problem ? null : chosen, problem);
        }}
      />
      <FieldMessages
        hint={hint ?? t('upload.hint')}
        hintId={ids.hintId}
        error={error}
        errorId={ids.errorId}
      />
      {file && !error && <p className={styles.fileName}>{t('upload.chosen', { name: file.name })}</p>}
    </div>
  );
}
