import { zodResolver } from '@hookform/resolvers/zod';
import {
  atrasoForm,
  ausenciaForm,
  type AlertaAvisados,
  type AtrasoForm,
  type AusenciaForm,
} from '@lunna/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { useRaiseAlerta } from '../api/alertas';
import styles from './alertas.module.css';

type Props = { open: boolean; onClose: () => void; onSent: () => void; idDisc: string; nome: string };

function LateForm({ onSent, idDisc }: Omit<Props, 'open' | 'onClose' | 'nome'>) {
  const { t } = useTranslation();
  const raise = useRaiseAlerta();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AtrasoForm, unknown, z.output<typeof atrasoForm>>({
    resolver: zodResolver(atrasoForm),
    defaultValues: { chegadaPrevista: '', texto: '' },
  });
  const submit = (values: z.output<typeof atrasoForm>) =>
    raise.mutate(
      {
        idDisc,
        payload: {
          tipo: 'atraso',
          chegadaPrevista: values.chegadaPrevista,
          ...(values.texto ? { texto: values.texto } : {}),
        },
      },
      { onSuccess: onSent },
    );
  return (
    <form className={styles.form} onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
      <TextField
        type="time"
        label={t('alertas.atraso.chegada')}
        hint={t('alertas.atraso.chegadaHint')}
        error={errors.chegadaPrevista?.message}
        {...register('chegadaPrevista')}
      />
      <TextAreaField
        label={t('alertas.atraso.nota')}
        rows={3}
        error={errors.texto?.message}
        {...register('texto')}
      />
      {raise.isError && <Alert>{raise.error.message}</Alert>}
      <Button type="submit" disabled={raise.isPending}>
        {t('alertas.enviar')}
      </Button>
    </form>
  );
}

/** 'Vou me atrasar': the estimated arrival time reaches the class educators at once. */
export function LateDialog({ open, onClose, nome, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('alertas.atraso.title', { nome })}>
      <LateForm {...rest} />
    </Dialog>
  );
}

type AbsenceProps = Omit<Props, 'onSent'> & { onSent: (avisados: AlertaAvisados) => void };

function AbsenceForm({ onSent, idDisc }: Omit<AbsenceProps, 'open' | 'onClose' | 'nome'>) {
  const { t } = useTranslation();
  const raise = useRaiseAlerta();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AusenciaForm, unknown, z.output<typeof ausenciaForm>>({
    resolver: zodResolver(ausenciaForm),
    defaultValues: { texto: '' },
  });
  const submit = (values: z.output<typeof ausenciaForm>) =>
    raise.mutate(
      { idDisc, payload: { tipo: 'ausencia', texto: values.texto } },
      { onSuccess: (created) => onSent(created.avisados) },
    );
  return (
    <form className={styles.form} onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
      <TextAreaField
        label={t('alertas.ausencia.motivo')}
        hint={t('alertas.ausencia.motivoHint')}
        rows={3}
        error={errors.texto?.message}
        {...register('texto')}
      />
      {raise.isError && <Alert>{raise.error.message}</Alert>}
      <Button type="submit" disabled={raise.isPending}>
        {t('alertas.enviar')}
      </Button>
    </form>
  );
}

/** 'Não vai hoje': the reason is required; the class educators (or the director) see it at once, and `onSent` says who they were. */
export function AbsenceDialog({ open, onClose, nome, ...rest }: AbsenceProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('alertas.ausencia.title', { nome })}>
      <AbsenceForm {...rest} />
    </Dialog>
  );
}
