import { zodResolver } from '@hookform/resolvers/zod';
import { codigoFatorPayload, type CodigoFatorPayload } from '@lunna/contract';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { fieldError, formError } from './server-error';
import styles from './seguranca.module.css';

type Props = {
  label: string;
  hint?: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (codigo: string) => void;
  /** Other buttons beside the submit one (cancel, send again). */
  children?: ReactNode;
};

/** A 6-digit code (authenticator or SMS), with the keyboard and autofill phones offer for one-time codes. */
export function CodeFieldForm({ label, hint, submitLabel, pending, error, onSubmit, children }: Props) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<CodigoFatorPayload, unknown, { codigo: string }>({
    resolver: zodResolver(codigoFatorPayload),
    defaultValues: { codigo: '' },
  });
  useEffect(() => setFocus('codigo'), [setFocus]);

  const general = formError(error, ['codigo']);
  return (
    <form
      className={styles.inlineForm}
      onSubmit={(e) => void handleSubmit(({ codigo }) => onSubmit(codigo))(e)}
      noValidate
    >
      {general && <Alert>{general}</Alert>}
      <TextField
        label={label}
        hint={hint}
        className={styles.codeField}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        error={errors.codigo?.message ?? fieldError(error, 'codigo')}
        {...register('codigo')}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
