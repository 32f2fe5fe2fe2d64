import { zodResolver } from '@hookform/resolvers/zod';
import { senhaConfirmacaoPayload, type ReautenticacaoResponse, type SenhaConfirmacaoPayload } from '@lunna/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiRequest, isApiError } from '../lib/api-client';
import { onReauthNeeded } from '../lib/reauth';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';
import { TextField } from './text-field';
import styles from './reauth-dialog.module.css';

/**
 * Asks for the password when an action needs it typed again (403 REAUTENTICACAO_NECESSARIA): confirmed,
 * the API client sends the action again; cancelled, the action fails with its message. Mounted once.
 */
export function ReauthDialog() {
  const { t } = useTranslation();
  // The waiting request's answer: set while the dialog is open.
  const [settle, setSettle] = useState<((confirmed: boolean) => void) | null>(null);
  const open = settle !== null;
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ field?: string; general?: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<SenhaConfirmacaoPayload>({ resolver: zodResolver(senhaConfirmacaoPayload), defaultValues: { senha: '' } });

  useEffect(
    () =>
      onReauthNeeded(
        () =>
          new Promise<boolean>((resolve) => {
            reset({ senha: '' });
            setFailure(null);
            setSettle(() => resolve);
          }),
      ),
    [reset],
  );
  useEffect(() => {
    if (open) setFocus('senha');
  }, [open, setFocus]);

  const close = (confirmed: boolean) => {
    settle?.(confirmed);
    setSettle(null);
  };

  const confirm = async ({ senha }: SenhaConfirmacaoPayload) => {
    setPending(true);
    setFailure(null);
    try {
      await apiRequest<ReautenticacaoResponse>('/api/sessao/reautenticar', { method: 'POST', json: { senha }, noReauth: true });
      close(true);
    } catch (error) {
      const field = isApiError(error) ? error.fields?.senha : undefined;
      setFailure(field ? { field } : { general: error instanceof Error ? error.message : t('errors.generic') });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onClose={() => close(false)} title={t('reauth.title')}>
      <form className={styles.form} onSubmit={(e) => void handleSubmit(confirm)(e)} noValidate>
        <p className={styles.intro}>{t('reauth.intro')}</p>
        {failure?.general && <Alert>{failure.general}</Alert>}
        <TextField label={t('reauth.password')} type="password" autoComplete="current-password" error={errors.senha?.message ?? failure?.field} {...register('senha')} />
        <div className={styles.actions}>
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {t('reauth.confirm')}
          </Button>
          <Button variant="ghost" onClick={() => close(false)}>
            {t('reauth.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
