import { zodResolver } from '@hookform/resolvers/zod';
import { horarioDiaForm, type HorarioDiaForm } from '@lunna/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { useSetHorarioDia } from '../api/alertas';
import styles from './alertas.module.css';

type Props = {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
  idDisc: string;
  nome: string;
  data: string;
  atual: string | null;
};

function PickupTodayForm({ onSaved, idDisc, data, atual }: Omit<Props, 'open' | 'onClose' | 'nome'>) {
  const { t } = useTranslation();
  const save = useSetHorarioDia(idDisc);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<HorarioDiaForm, unknown, z.output<typeof horarioDiaForm>>({
    resolver: zodResolver(horarioDiaForm),
    defaultValues: { horario: atual ?? '' },
  });
  return (
    <form
      className={styles.form}
      onSubmit={(e) =>
        void handleSubmit(({ horario }) => save.mutate({ data, horario }, { onSuccess: onSaved }))(e)
      }
      noValidate
    >
      <TextField
        type="time"
        label={t('alertas.busca.novoHorario')}
        hint={t('alertas.busca.novoHorarioHint')}
        error={errors.horario?.message}
        {...register('horario')}
      />
      {save.isError && <Alert>{save.error.message}</Alert>}
      <Button type="submit" disabled={save.isPending}>
        {t('alertas.busca.salvar')}
      </Button>
    </form>
  );
}

/** 'Mudar só hoje': today's pickup time; the 30-minute reminder moves with it. */
export function PickupTodayDialog({ open, onClose, nome, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('alertas.busca.dialogTitle', { nome })}>
      <PickupTodayForm {...rest} />
    </Dialog>
  );
}
