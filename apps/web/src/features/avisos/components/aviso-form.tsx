import { zodResolver } from '@hookform/resolvers/zod';
import { avisoForm, importancias, type AvisoForm } from '@lunna/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { RadioGroupField } from '../../../components/radio-group-field';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { useSendAviso } from '../api/avisos';
import styles from './avisos.module.css';

/** Step 3 'Adicionar aviso': title, content and importance (all required), sent to one class. */
export function AvisoFormStep({ idTurma, onSent }: { idTurma: string | null; onSent: () => void }) {
  const { t } = useTranslation();
  const send = useSendAviso();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AvisoForm, unknown, z.output<typeof avisoForm>>({
    resolver: zodResolver(avisoForm),
    defaultValues: { tituloAviso: '', conteudoAviso: '' },
  });
  const onSubmit = handleSubmit((values) => send.mutate({ ...values, idTurma }, { onSuccess: onSent }));
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <TextField
        label={t('avisos.tituloAviso')}
        autoComplete="off"
        error={errors.tituloAviso?.message}
        {...register('tituloAviso')}
      />
      <TextAreaField
        label={t('avisos.conteudoAviso')}
        rows={5}
        error={errors.conteudoAviso?.message}
        {...register('conteudoAviso')}
      />
      <RadioGroupField
        legend={t('avisos.importanciaLabel')}
        registration={register('importancia')}
        error={errors.importancia?.message}
        options={importancias.map((value) => ({ value, label: t(`avisos.importancia.${value}`) }))}
      />
      {send.error && <Alert>{send.error.message}</Alert>}
      <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
        {t('avisos.send')}
      </Button>
    </form>
  );
}
