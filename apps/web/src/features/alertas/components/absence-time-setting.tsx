import { zodResolver } from '@hookform/resolvers/zod';
import {
  horarioAusenciaPayload,
  type HorarioAusenciaPayload,
  type HorarioAusenciaRead,
} from '@lunna/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useHorarioAusencia, useSetHorarioAusencia } from '../api/alertas';
import styles from './alertas.module.css';
import { QueryError } from '../../../components/query-error';

function Form({ atual }: { atual: HorarioAusenciaRead }) {
  const { t } = useTranslation();
  const { formatClock } = useFormatters();
  const save = useSetHorarioAusencia();
  const [saved, setSaved] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<HorarioAusenciaPayload>({
    resolver: zodResolver(horarioAusenciaPayload),
    defaultValues: atual,
  });
  return (
    <form
      className={styles.inlineForm}
      onSubmit={(e) => {
        setSaved('');
        void handleSubmit((values) =>
          save.mutate(values, {
            onSuccess: (data) =>
              setSaved(
                t('alertas.limite.salvo', {
                  hora: formatClock(data.horarioAusencia),
                  horaTarde: formatClock(data.horarioAusenciaTarde),
                }),
              ),
          }),
        )(e);
      }}
      noValidate
    >
      <TextField
        type="time"
        label={t('alertas.limite.label')}
        error={errors.horarioAusencia?.message}
        {...register('horarioAusencia')}
      />
      <TextField
        type="time"
        label={t('alertas.limite.labelTarde')}
        error={errors.horarioAusenciaTarde?.message}
        {...register('horarioAusenciaTarde')}
      />
      <Button type="submit" disabled={save.isPending}>
        {t('alertas.limite.salvar')}
      </Button>
      {save.isError && <Alert>{save.error.message}</Alert>}
      <p role="status" className={styles.done}>
        {saved}
      </p>
    </form>
  );
}

/**
 * The director's 'Horário limite de chegada', one per shift: after its shift's limit, an expected child nobody
 * has heard of raises an Importante alert.
 */
export function AbsenceTimeSetting() {
  const { t } = useTranslation();
  const setting = useHorarioAusencia(true);
  return (
    <section className={styles.panel} aria-labelledby="limite-chegada">
      <h2 id="limite-chegada" className={styles.panelTitle}>
        {t('alertas.limite.title')}
      </h2>
      <p className={styles.calm}>{t('alertas.limite.hint')}</p>
      {setting.isError && <QueryError error={setting.error} onRetry={setting.refetch} />}
      {setting.data && <Form atual={setting.data} />}
    </section>
  );
}
