import { zodResolver } from '@hookform/resolvers/zod';
import { withPasswordStrength } from '../../../lib/password-strength';
import { novaSenhaForm } from '@lunna/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useResetPassword, type ResetTicket } from '../api/senha';
import styles from './recovery.module.css';

type Input = z.input<typeof novaSenhaForm>;
type Output = z.output<typeof novaSenhaForm>;

export function NewPasswordForm({ ticket }: { ticket: ResetTicket }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Input, unknown, Output>({
    resolver: withPasswordStrength(zodResolver(novaSenhaForm)),
    defaultValues: { senha: '', confirmarSenha: '' },
  });

  const onSubmit = handleSubmit((values) => {
    reset.mutate(
      { ...ticket, ...values },
      { onSuccess: () => void navigate('/senharedefinida', { replace: true }) },
    );
  });

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <p className={styles.muted}>{t('recovery.newPasswordIntro')}</p>
      {reset.error && <Alert>{reset.error.message}</Alert>}
      <TextField
        label={t('fields.senha')}
        type="password"
        autoComplete="new-password"
        error={errors.senha?.message}
        {...register('senha')}
      />
      <TextField
        label={t('fields.confirmarSenha')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmarSenha?.message}
        {...register('confirmarSenha')}
      />
      <Button type="submit" fullWidth disabled={reset.isPending} aria-busy={reset.isPending}>
        {t('recovery.confirm')}
      </Button>
    </form>
  );
}
