import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import type { MedicosInput } from '../registration-types';
import styles from './wizard.module.css';

type Props = { index: number; onRemove?: (() => void) | undefined };

export function ContatoFields({ index, onRemove }: Props) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext<MedicosInput>();
  const e = errors.contatos?.[index];
  const name = (field: keyof MedicosInput['contatos'][number]) => `contatos.${index}.${field}` as const;
  const number = index + 1;
  const digitInput = { inputMode: 'numeric' as const };

  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionLegend}>{t('registration.contato.legend', { number })}</legend>
      <div className={styles.grid}>
        <TextField
          className={styles.half}
          label={t('fields.nomeContato')}
          error={e?.nomeContato?.message}
          {...register(name('nomeContato'))}
        />
        <TextField
          className={styles.half}
          label={t('fields.parentesco')}
          hint={t('fields.parentescoHint')}
          error={e?.parentesco?.message}
          {...register(name('parentesco'))}
        />
        <TextField
          className={styles.ddd}
          label={t('fields.dddTelefone')}
          maxLength={2}
          {...digitInput}
          error={e?.dddTelefoneContato?.message}
          {...register(name('dddTelefoneContato'))}
        />
        <TextField
          className={styles.phone}
          label={t('fields.telefone')}
          type="tel"
          maxLength={9}
          {...digitInput}
          error={e?.telefoneContato?.message}
          {...register(name('telefoneContato'))}
        />
        <TextField
          className={styles.ddd}
          label={t('fields.dddCelular')}
          maxLength={2}
          {...digitInput}
          error={e?.dddCelularContato?.message}
          {...register(name('dddCelularContato'))}
        />
        <TextField
          className={styles.phone}
          label={t('fields.celular')}
          type="tel"
          maxLength={9}
          {...digitInput}
          error={e?.celularContato?.message}
          {...register(name('celularContato'))}
        />
      </div>
      {onRemove && (
        <div className={styles.sectionActions}>
          <Button variant="ghost" onClick={onRemove}>
            {t('registration.contato.remove', { number })}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
