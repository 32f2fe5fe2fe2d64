import { zodResolver } from '@hookform/resolvers/zod';
import { horarioResumoDiarioPayload, type HorarioResumoDiarioPayload } from '@lunna/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { QueryError } from '../../../components/query-error';
import { TextField } from '../../../components/text-field';
import { useHorarioResumo, useSetHorarioResumo } from '../api/diario';
import styles from './diario.module.css';

function Form({ atual }: { atual: string }) {
  const { t } = useTranslation();
  const { formatClock } = useFormatters();
  const save = useSetHorarioResumo();
  const [saved, setSaved] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<HorarioResumoDiarioPayload>({
    resolver: zodResolver(horarioResumoDiarioPayload),
    defaultValues: { horarioResumoDiario: atual },
  });
  return (
    <form
      className={styles.horarioForm}
      onSubmit={(e) => {
        setSaved('');
        void handleSubmit((values) =>
          save.mutate(values, {
            onSuccess: (data) =>
              setSaved(t('diario.horarioResumo.salvo', { hora: formatClock(data.horarioResumoDiario) })),
          }),
        )(e);
      }}
      noValidate
    >
      <TextField
        type="time"
        label={t('diario.horarioResumo.label')}
        error={errors.horarioResumoDiario?.message}
        {...register('horarioResumoDiario')}
      />
      <Button type="submit" disabled={save.isPending}>
        {t('diario.horarioResumo.salvar')}
      </Button>
      {save.isError && <Alert>{save.error.message}</Alert>}
      <p role="status" className={styles.horarioSalvo}>
        {saved}
      </p>
    </form>
  );
}

/** The director's 'Resumo do dia às famílias': when children not yet picked up get their day's summary. */
export function HorarioResumoSetting() {
  const { t } = useTranslation();
  const setting = useHorarioResumo();
  return (
    <section className={styles.turmaCard} aria-labelledby="horario-resumo">
      <h2 id="horario-resumo" className={styles.secaoTitulo}>
        {t('diario.horarioResumo.title')}
      </h2>
      <p className={styles.muted}>{t('diario.horarioResumo.hint')}</p>
      {setting.isError && <QueryError error={setting.error} onRetry={setting.refetch} />}
      {setting.data && <Form atual={setting.data.horarioResumoDiario} />}
    </section>
  );
}
