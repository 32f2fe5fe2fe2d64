import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONVITE_EQUIPE_VALIDADE_DIAS,
  conviteEquipeForm,
  type ConviteEquipeForm,
  type ConviteEquipeRead,
} from '@lunna/contract';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { RadioGroupField } from '../../../components/radio-group-field';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-client';
import { useConvidarEquipe } from '../api/equipe';
import { TurmaChoices } from './turma-choices';
import styles from './equipe.module.css';

type Props = { open: boolean; onClose: () => void; onSent: (convite: ConviteEquipeRead) => void };

const FIELDS = ['nome', 'email', 'papel', 'turmaIds'] as const;

/** 'Convidar educador': name, e-mail, role and (an educator's) classes; the server e-mails the link. */
export function InviteStaffDialog({ open, onClose, onSent }: Props) {
  const { t } = useTranslation();
  const convidar = useConvidarEquipe();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ConviteEquipeForm, unknown, z.output<typeof conviteEquipeForm>>({
    resolver: zodResolver(conviteEquipeForm),
    defaultValues: { nome: '', email: '', papel: 'pedagogo', turmaIds: [] },
  });
  const educator = useWatch({ control, name: 'papel' }) === 'pedagogo';

  /** Every close starts the next invitation from an empty form. */
  const close = () => {
    reset();
    convidar.reset();
    onClose();
  };

  const onSubmit = handleSubmit((values) => {
    convidar.mutate(
      { ...values, turmaIds: values.papel === 'pedagogo' ? values.turmaIds : [] },
      {
        onSuccess: (created) => {
          reset();
          convidar.reset();
          onSent(created);
        },
        onError: (error) => {
          if (!isApiError(error)) return;
          for (const field of FIELDS) {
            const message = error.fields?.[field];
            if (message) setError(field, { message }, { shouldFocus: true });
          }
        },
      },
    );
  });

  const error = convidar.error;
  const onField = isApiError(error) && FIELDS.some((f) => error.fields?.[f]);
  const general = error && !onField ? error.message : null;

  return (
    <Dialog open={open} onClose={close} title={t('equipe.invite.title')}>
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <p className={styles.muted}>{t('equipe.invite.text', { days: CONVITE_EQUIPE_VALIDADE_DIAS })}</p>
        {general && <Alert>{general}</Alert>}
        <TextField
          label={t('equipe.invite.nome')}
          autoComplete="off"
          error={errors.nome?.message}
          {...register('nome')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <RadioGroupField
          legend={t('equipe.invite.papel')}
          registration={register('papel')}
          options={[
            { value: 'pedagogo', label: t('equipe.papel.pedagogo') },
            { value: 'gestor', label: t('equipe.papel.gestor') },
          ]}
          error={errors.papel?.message}
        />
        {educator && (
          <Controller
            control={control}
            name="turmaIds"
            render={({ field, fieldState }) => (
              <TurmaChoices
                legend={t('equipe.invite.turmas')}
                selected={field.value ?? []}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={convidar.isPending} aria-busy={convidar.isPending}>
            {t('equipe.invite.submit')}
          </Button>
          <Button variant="secondary" onClick={close}>
            {t('common.back')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
