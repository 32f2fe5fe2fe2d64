import { zodResolver } from '@hookform/resolvers/zod';
import { TEMA_PADRAO, periodos, temas, turmaForm, type TurmaForm } from '@lunna/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { RadioGroupField } from '../../../components/radio-group-field';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import temaStyles from '../../../styles/temas.module.css';
import styles from './turmas.module.css';

type Output = z.output<typeof turmaForm>;

/** Step 1 'Criando nova turma': name, theme colour and shift ('Turno' is the placeholder, refused). */
export function TurmaFormStep({
  onSubmit,
  submitLabel,
}: {
  onSubmit: (values: Output) => void;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TurmaForm, unknown, Output>({
    resolver: zodResolver(turmaForm),
    defaultValues: { nomeTurma: '', tema: TEMA_PADRAO, periodo: '' as TurmaForm['periodo'] },
  });
  return (
    <form className={styles.form} onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate>
      <TextField
        label={t('turmas.nomeTurma')}
        autoComplete="off"
        error={errors.nomeTurma?.message}
        {...register('nomeTurma')}
      />
      <RadioGroupField
        legend={t('turmas.tema')}
        registration={register('tema')}
        error={errors.tema?.message}
        options={temas.map((tema) => ({
          value: tema,
          label: (
            <span className={styles.temaOption}>
              <span className={[styles.swatch, temaStyles[tema]].join(' ')} aria-hidden="true" />
              {t(`turmas.temas.${tema}`)}
            </span>
          ),
        }))}
      />
      <SelectField
        label={t('turmas.periodo')}
        placeholder={t('turmas.turnoPlaceholder')}
        options={periodos.map((p) => ({ value: p, label: t(`turmas.periodos.${p}`) }))}
        error={errors.periodo?.message}
        {...register('periodo')}
      />
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
