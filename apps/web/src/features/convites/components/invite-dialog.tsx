import { zodResolver } from '@hookform/resolvers/zod';
import { conviteForm, CONVITE_VALIDADE_DIAS, type ConviteForm } from '@lunna/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-client';
import { useConvidar } from '../api/convites';
import styles from './convites.module.css';

type Props = {
  open: boolean;
  idDisc: string;
  child: string;
  onClose: () => void;
  onSent: (email: string) => void;
};

const SUGESTOES = ['mae', 'pai', 'madrasta', 'padrasto', 'avo', 'avoHomem', 'tia', 'tio'] as const;

/** 'Convidar outro responsável': the address and the relationship; the link is e-mailed by the server. */
export function InviteDialog({ open, idDisc, child, onClose, onSent }: Props) {
  const { t } = useTranslation();
  const convidar = useConvidar(idDisc);
  const listId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ConviteForm, unknown, z.output<typeof conviteForm>>({
    resolver: zodResolver(conviteForm),
    defaultValues: { email: '', parentesco: '' },
  });

  /** Every close starts the next invitation from an empty form. */
  const close = () => {
    reset();
    convidar.reset();
    onClose();
  };

  const onSubmit = handleSubmit((values) => {
    convidar.mutate(values, {
      onSuccess: (created) => {
        reset();
        convidar.reset();
        onSent(created.email);
      },
      onError: (error) => {
        if (isApiError(error) && error.fields?.email)
          setError('email', { message: error.fields.email }, { shouldFocus: true });
      },
    });
  });

  const general =
    convidar.error && !(isApiError(convidar.error) && convidar.error.fields?.email)
      ? convidar.error.message
      : null;

  return (
    <Dialog open={open} onClose={close} title={t('convites.invite.title', { child })}>
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <p className={styles.muted}>{t('convites.invite.text', { child, days: CONVITE_VALIDADE_DIAS })}</p>
        {general && <Alert>{general}</Alert>}
        <TextField
          label={t('convites.invite.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('fields.parentesco')}
          hint={t('convites.invite.parentescoHint', { child })}
          list={listId}
          autoComplete="off"
          error={errors.parentesco?.message}
          {...register('parentesco')}
        />
        <datalist id={listId}>
          {SUGESTOES.map((key) => (
            <option key={key} value={t(`convites.parentescos.${key}`)} />
          ))}
        </datalist>
        <div className={styles.actions}>
          <Button type="submit" disabled={convidar.isPending} aria-busy={convidar.isPending}>
            {t('convites.invite.submit')}
          </Button>
          <Button variant="secondary" onClick={close}>
            {t('common.back')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
