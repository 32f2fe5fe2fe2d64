import { zodResolver } from '@hookform/resolvers/zod';
import { senhaConfirmacaoPayload, type SenhaConfirmacaoPayload } from '@lunna/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { fieldError, formError } from './server-error';
import styles from './seguranca.module.css';

type Props = {
  /** What the password confirms, e.g. 'Desativar o aplicativo autenticador'. */
  label: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onConfirm: (senha: string) => void;
  onCancel: () => void;
};

/** A sensitive change asks for the password again, in place. */
export function PasswordConfirm({ label, submitLabel, pending, error, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<SenhaConfirmacaoPayload>({
    resolver: zodResolver(senhaConfirmacaoPayload),
    defaultValues: { senha: '' },
  });
  useEffect(() => setFocus('senha'), [setFocus]);

  const general = formError(error, ['senha']);
  return (
    <form
      className={styles.inlineForm}
      onSubmit={(e) => void handleSubmit(({ senha }) => onConfirm(senha))(e)}
      noValidate
      aria-label={label}
    >
      {general && <Alert>{general}</Alert>}
      <TextField
        label={t('security.password.label')}
        hint={t('security.password.hint')}
        type="password"
        autoComplete="current-password"
        error={errors.senha?.message ?? fieldError(error, 'senha')}
        {...register('senha')}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('security.cancel')}
        </Button>
      </div>
    </form>
  );
}
