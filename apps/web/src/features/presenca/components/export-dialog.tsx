import { zodResolver } from '@hookform/resolvers/zod';
import { exportacaoForm, type ExportacaoForm, type TurmaRead } from '@lunna/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { downloadCsv } from '../api/presenca';
import styles from './presenca.module.css';

type Props = { hoje: string; turmas: TurmaRead[]; onClose: () => void };

/** The director's export: a date range (this month so far by default), all classes or one, downloaded as CSV. */
export function ExportDialog({ hoje, turmas, onClose }: Props) {
  const { t } = useTranslation();
  const [idTurma, setIdTurma] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ExportacaoForm, unknown, z.output<typeof exportacaoForm>>({
    resolver: zodResolver(exportacaoForm),
    defaultValues: { inicio: `${hoje.slice(0, 7)}-01`, fim: hoje },
  });
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    setDone(false);
    try {
      await downloadCsv({ ...values, idTurma: idTurma || undefined });
      setDone(true);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  });

  return (
    <Dialog open onClose={onClose} title={t('presenca.exportTitle')}>
      <form className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)}>
        <p className={styles.muted}>{t('presenca.exportIntro')}</p>
        <TextField
          type="date"
          label={t('presenca.inicio')}
          error={errors.inicio?.message}
          {...register('inicio')}
        />
        <TextField type="date" label={t('presenca.fim')} error={errors.fim?.message} {...register('fim')} />
        <SelectField
          label={t('presenca.turma')}
          placeholder={t('presenca.todasTurmas')}
          options={turmas.map((x) => ({ value: x.idTurma, label: x.nomeTurma }))}
          value={idTurma}
          onChange={(e) => setIdTurma(e.target.value)}
        />
        {error && <Alert>{error}</Alert>}
        {done && <Alert tone="success">{t('presenca.exportDone')}</Alert>}
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {t('presenca.baixarCsv')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
