import { zodResolver } from '@hookform/resolvers/zod';
import { coresCartao, enquetePayload, OPCOES_POR_ENQUETE, type EnquetePayload } from '@lunna/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../lib/labels';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useCreateEnquete, useStaffTurmas } from '../api/enquetes';
import styles from './enquetes.module.css';
import { QueryError } from '../../../components/query-error';

/** The educator opens a poll: class, question, four options, start and end dates and an optional card colour. */
export function EnqueteForm({ hoje, onDone }: { hoje: string; onDone: () => void }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const turmas = useStaffTurmas();
  const create = useCreateEnquete();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EnquetePayload, unknown, z.output<typeof enquetePayload>>({
    resolver: zodResolver(enquetePayload),
    defaultValues: {
      idTurma: turmas.data?.length === 1 ? turmas.data[0]!.idTurma : '',
      pergunta: '',
      opcoes: Array.from({ length: OPCOES_POR_ENQUETE }, () => ''),
      inicio: hoje,
      fim: hoje,
      cor: null,
    },
  });
  const onSubmit = handleSubmit((payload) => create.mutate(payload, { onSuccess: onDone }));
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      {turmas.isError && <QueryError error={turmas.error} onRetry={turmas.refetch} />}
      <SelectField
        label={t('enquetes.form.turma')}
        placeholder={t('enquetes.form.escolhaTurma')}
        options={(turmas.data ?? []).map((x) => ({
          value: x.idTurma,
          label: `${x.nomeTurma} · ${labels.shift(x.periodo)}`,
        }))}
        error={errors.idTurma?.message}
        {...register('idTurma')}
      />
      <TextField
        label={t('enquetes.form.pergunta')}
        autoComplete="off"
        error={errors.pergunta?.message}
        {...register('pergunta')}
      />
      {Array.from({ length: OPCOES_POR_ENQUETE }, (_, i) => (
        <TextField
          key={i}
          label={t('enquetes.form.opcao', { n: i + 1 })}
          autoComplete="off"
          error={errors.opcoes?.[i]?.message}
          {...register(`opcoes.${i}`)}
        />
      ))}
      {errors.opcoes?.message && <Alert>{errors.opcoes.message}</Alert>}
      <div className={styles.formRow}>
        <TextField
          type="date"
          label={t('enquetes.form.inicio')}
          error={errors.inicio?.message}
          {...register('inicio')}
        />
        <TextField
          type="date"
          label={t('enquetes.form.fim')}
          error={errors.fim?.message}
          {...register('fim')}
        />
      </div>
      <SelectField
        label={t('enquetes.form.cor')}
        placeholder={t('enquetes.form.semCor')}
        options={coresCartao.map((value) => ({ value, label: t(`enquetes.cores.${value}`) }))}
        error={errors.cor?.message}
        {...register('cor', { setValueAs: (v: string) => (v ? v : null) })}
      />
      {create.error && <Alert>{create.error.message}</Alert>}
      <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
        {t('enquetes.form.abrir')}
      </Button>
    </form>
  );
}
