import { zodResolver } from '@hookform/resolvers/zod';
import { CODIGO_LENGTH, codigo as codigoSchema, pedirCodigoPayload } from '@lunna/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useRequestCode, useVerifyCode } from '../api/senha';
import { CodeInput } from './code-input';
import styles from './recovery.module.css';
import { translateMessage } from '../../../lib/translate-message';

type EmailInput = z.input<typeof pedirCodigoPayload>;
type EmailOutput = z.output<typeof pedirCodigoPayload>;

const emptyCode = () => Array.from({ length: CODIGO_LENGTH }, () => '');

/** /redefinirsenha: ask for a code by e-mail, then type the five characters. */
export function RequestCodeFlow() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorId = useId();
  const [email, setEmail] = useState<string | null>(null);
  const [code, setCode] = useState(emptyCode);
  const [codeError, setCodeError] = useState<string | null>(null);
  const requestCode = useRequestCode();
  const verifyCode = useVerifyCode();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailInput, unknown, EmailOutput>({
    resolver: zodResolver(pedirCodigoPayload),
    defaultValues: { email: '' },
  });

  const sendCode = handleSubmit(({ email: address }) => {
    requestCode.mutate(address, {
      onSuccess: () => {
        setEmail(address);
        setCode(emptyCode());
        setCodeError(null);
      },
    });
  });

  const confirm = () => {
    if (!email) return;
    const parsed = codigoSchema.safeParse(code.join(''));
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? t('errors.generic'));
      return;
    }
    setCodeError(null);
    verifyCode.mutate(
      { email, codigo: parsed.data },
      {
        onSuccess: () => void navigate('/alterarsenha', { state: { email, codigo: parsed.data } }),
        onError: (error) => setCodeError(error.message),
      },
    );
  };

  if (!email) {
    return (
      <form className={styles.form} onSubmit={(e) => void sendCode(e)} noValidate>
        <p className={styles.muted}>{t('recovery.emailIntro')}</p>
        {requestCode.error && <Alert>{requestCode.error.message}</Alert>}
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" fullWidth disabled={requestCode.isPending} aria-busy={requestCode.isPending}>
          {t('recovery.sendCode')}
        </Button>
      </form>
    );
  }

  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        confirm();
      }}
      noValidate
    >
      <Alert tone="info">{t('recovery.codeSent', { email })}</Alert>
      <CodeInput
        value={code}
        onChange={(next) => {
          setCode(next);
          setCodeError(null);
        }}
        errorId={codeError ? errorId : undefined}
        invalid={Boolean(codeError)}
      />
      {codeError && (
        <p id={errorId} role="alert" className={styles.error}>
          {translateMessage(t, codeError)}
        </p>
      )}
      <Button type="submit" fullWidth disabled={verifyCode.isPending} aria-busy={verifyCode.isPending}>
        {t('recovery.confirm')}
      </Button>
      <div className={styles.row}>
        <Button variant="ghost" disabled={requestCode.isPending} onClick={() => requestCode.mutate(email)}>
          {t('recovery.resend')}
        </Button>
        <Button variant="ghost" onClick={() => setEmail(null)}>
          {t('recovery.otherEmail')}
        </Button>
      </div>
    </form>
  );
}
