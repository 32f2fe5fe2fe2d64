import { zodResolver } from '@hookform/resolvers/zod';
import { codigoSeisDigitos, msg, type AuthResponse, type MetodoSegundoFator } from '@lunna/contract';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-client';
import { useSecondFactor, useSendLoginSms } from '../api/login';
import styles from './auth.module.css';

export type Challenge = { desafio: string; metodos: MetodoSegundoFator[]; email: string };

type Props = {
  challenge: Challenge;
  onSignedIn: (data: AuthResponse) => void;
  /** Back to e-mail and password; with a message when the challenge is over (expired, too many tries). */
  onRestart: (message?: string) => void;
};

const sixDigits = z.object({ codigo: codigoSeisDigitos });
const recovery = z.object({ codigo: z.string().trim().min(1, msg.codigoSegundoFatorObrigatorio) });

/** Sign-in, second step: a code from the authenticator app or an SMS, or a recovery code. */
export function SecondFactorStep({ challenge, onSignedIn, onRestart }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [mode, setMode] = useState<'code' | 'recovery'>('code');
  const verify = useSecondFactor(challenge.email);
  const sendSms = useSendLoginSms();
  const hasSms = challenge.metodos.includes('sms');
  const hasTotp = challenge.metodos.includes('totp');

  const schema = mode === 'code' ? sixDigits : recovery;
  const {
    register,
    handleSubmit,
    setFocus,
    reset,
    formState: { errors },
  } = useForm<{ codigo: string }>({
    resolver: zodResolver(schema as typeof recovery),
    defaultValues: { codigo: '' },
  });

  useLayoutEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    reset({ codigo: '' });
  }, [mode, reset]);

  const onSubmit = handleSubmit(({ codigo }) => {
    verify.mutate(
      { desafio: challenge.desafio, codigo },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (isApiError(error) && error.fields?.desafio) onRestart(error.fields.desafio);
          else setFocus('codigo');
        },
      },
    );
  });

  const instructions = useMemo(() => {
    if (mode === 'recovery') return t('login.twoFactor.recoveryInstructions');
    if (hasTotp && hasSms) return t('login.twoFactor.instructionsBoth');
    return hasTotp ? t('login.twoFactor.instructionsTotp') : t('login.twoFactor.instructionsSms');
  }, [mode, hasTotp, hasSms, t]);

  const failure = verify.error
    ? isApiError(verify.error) && verify.error.fields?.codigo
      ? null
      : verify.error.message
    : sendSms.error
      ? sendSms.error.message
      : null;

  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {t('login.twoFactor.title')}
      </h2>
      <p className={styles.stepText}>{instructions}</p>
      {failure && <Alert>{failure}</Alert>}
      {sendSms.isSuccess && mode === 'code' && <Alert tone="info">{t('login.twoFactor.smsSent')}</Alert>}
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        {mode === 'code' ? (
          <TextField
            key="code"
            label={t('login.twoFactor.codeLabel')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            className={styles.codeField}
            error={
              errors.codigo?.message ?? (isApiError(verify.error) ? verify.error.fields?.codigo : undefined)
            }
            {...register('codigo')}
          />
        ) : (
          <TextField
            key="recovery"
            label={t('login.twoFactor.recoveryLabel')}
            hint={t('login.twoFactor.recoveryHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            className={styles.codeField}
            error={
              errors.codigo?.message ?? (isApiError(verify.error) ? verify.error.fields?.codigo : undefined)
            }
            {...register('codigo')}
          />
        )}
        <Button type="submit" fullWidth disabled={verify.isPending} aria-busy={verify.isPending}>
          {t('login.twoFactor.submit')}
        </Button>
      </form>
      <div className={styles.stepLinks}>
        {hasSms && mode === 'code' && (
          <Button
            variant="secondary"
            fullWidth
            disabled={sendSms.isPending}
            aria-busy={sendSms.isPending}
            onClick={() => sendSms.mutate(challenge.desafio)}
          >
            {sendSms.isSuccess ? t('login.twoFactor.smsResend') : t('login.twoFactor.smsSend')}
          </Button>
        )}
        <Button
          variant="ghost"
          onClick={() => {
            verify.reset();
            setMode(mode === 'code' ? 'recovery' : 'code');
          }}
        >
          {mode === 'code' ? t('login.twoFactor.useRecovery') : t('login.twoFactor.useCode')}
        </Button>
        <Button variant="ghost" onClick={() => onRestart()}>
          {t('login.twoFactor.back')}
        </Button>
      </div>
    </section>
  );
}
