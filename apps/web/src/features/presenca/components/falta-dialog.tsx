import { zodResolver } from '@hookform/resolvers/zod';
import { faltaPayload, type FaltaPayload, type PresencaCrianca, type PresencaHoje } from '@lunna/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextAreaField } from '../../../components/text-area-field';
import { firstName } from '../../../lib/format';
import { useFalta } from '../api/presenca';
import styles from './presenca.module.css';

type Props = { crianca: PresencaCrianca; onClose: () => void; onDone: (result: PresencaHoje) => void };

/** Absence with its reason (the guardians are told). */
export function FaltaDialog({ crianca, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const falta = useFalta();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FaltaPayload, unknown, z.output<typeof faltaPayload>>({
    resolver: zodResolver(faltaPayload),
    defaultValues: { motivo: '' },
  });
  const onSubmit = handleSubmit((payload) =>
    falta.mutate({ idDisc: crianca.idDisc, payload }, { onSuccess: onDone }),
  );

  return (
    <Dialog open onClose={onClose} title={t('presenca.faltaTitle', { nome: firstName(crianca.nomeDisc) })}>
      <form className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextAreaField
          label={t('presenca.motivoFalta')}
          hint={t('presenca.motivoFaltaHint')}
          rows={3}
          error={errors.motivo?.message}
          {...register('motivo')}
        />
        {falta.error && <Alert>{falta.error.message}</Alert>}
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('presenca.cancelar')}
          </Button>
          <Button type="submit" disabled={falta.isPending} aria-busy={falta.isPending}>
            {t('presenca.registrarFalta')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
