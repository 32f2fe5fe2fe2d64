import { zodResolver } from '@hookform/resolvers/zod';
import { loginPayload, msg, type AuthResponse } from '@lunna/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, type Location } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-client';
import { needsSecondFactor, useLogin } from '../api/login';
import { SecondFactorStep, type Challenge } from './second-factor-step';
import styles from './auth.module.css';

type LoginInput = z.input<typeof loginPayload>;
type LoginOutput = z.output<typeof loginPayload>;

/** Where the guard sent the user from, if anywhere (never back to the login page itself). */
function redirectTarget(state: unknown): string | null {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || from.pathname === '/login') return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  /** Why the second step sent the person back here (the challenge expired or ran out of tries). */
  const [restart, setRestart] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginOutput>({
    resolver: zodResolver(loginPayload),
    defaultValues: { email: '', senha: '' },
    shouldUnregister: false,
  });

  const goIn = (papel: AuthResponse['papel']) => {
    const fallback = papel === 'responsavel' ? '/pefil-bebe' : '/dashboard';
    void navigate(redirectTarget(location.state) ?? fallback, { replace: true });
  };

  const onSubmit = handleSubmit((credentials) => {
    setRestart(null);
    login.mutate(credentials, {
      onSuccess: (data) => {
        if (needsSecondFactor(data)) setChallenge({ ...data.segundoFator, email: credentials.email });
        else goIn(data.papel);
      },
    });
  });

  if (challenge) {
    return (
      <SecondFactorStep
        challenge={challenge}
        onSignedIn={(data) => goIn(data.papel)}
        onRestart={(message) => {
          login.reset();
          setRestart(message ?? null);
          setChallenge(null);
        }}
      />
    );
  }

  const expired = !login.isSuccess && (location.state as { expirou?: boolean } | null)?.expirou === true;
  const failure = login.error
    ? isApiError(login.error, 400)
      ? msg.loginInvalido
      : login.error.message
    : null;

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      {expired && !failure && !restart && <Alert tone="info">{t('login.sessionExpired')}</Alert>}
      {failure && <Alert>{failure}</Alert>}
      {restart && !failure && <Alert>{restart}</Alert>}
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('fields.senha')}
        type="password"
        autoComplete="current-password"
        error={errors.senha?.message}
        {...register('senha')}
      />
      <Button type="submit" fullWidth disabled={login.isPending} aria-busy={login.isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
