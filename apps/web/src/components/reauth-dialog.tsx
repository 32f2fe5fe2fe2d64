import { zodResolver } from '@hookform/resolvers/zod';
import {
  senhaConfirmacaoPayload,
  type ReautenticacaoResponse,
  type SenhaConfirmacaoPayload,
} from '@lunna/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiRequest, isApiError } from '../lib/api-client';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';
import { TextField } from './text-field';
import styles from './reauth-dialog.module.css';

export type ReauthDialogProps = {
  /** True while a request waits for the password. */
  open: boolean;
  /** Settles the waiting request: true once the password was confirmed, false when cancelled. */
  onClose: (confirmed: boolean) => void;
};

/**
 * Asks for the password when an action needs it typed again (403 REAUTENTICACAO_NECESSARIA): confirmed,
 * the API client sends the action again; cancelled, the action fails with its message. Loaded by
 * ReauthHost the first time it is needed, then kept mounted.
 */
export function ReauthDialog({ open, onClose }: ReauthDialogProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ field?: string; general?: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<SenhaConfirmacaoPayload>({
    resolver: zodResolver(senhaConfirmacaoPayload),
    defaultValues: { senha: '' },
  });

  useEffect(() => {
    if (open) setFocus('senha');
  }, [open, setFocus]);

  // The next request starts from an empty field and no earlier failure.
  const close = (confirmed: boolean) => {
    reset({ senha: '' });
    setFailure(null);
    onClose(confirmed);
  };

  const confirm = async ({ senha }: SenhaConfirmacaoPayload) => {
    setPending(true);
    setFailure(null);
    try {
      await apiRequest<ReautenticacaoResponse>('/api/sessao/reautenticar', {
        method: 'POST',
        json: { senha },
        noReauth: true,
      });
      close(true);
    } catch (error) {
      const field = isApiError(error) ? error.fields?.senha : undefined;
      setFailure(
        field ? { field } : { general: error instanceof Error ? error.message : t('errors.generic') },
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onClose={() => close(false)} title={t('reauth.title')}>
      <form className={styles.form} onSubmit={(e) => void handleSubmit(confirm)(e)} noValidate>
        <p className={styles.intro}>{t('reauth.intro')}</p>
        {failure?.general && <Alert>{failure.general}</Alert>}
        <TextField
          label={t('reauth.password')}
          type="password"
          autoComplete="current-password"
          error={errors.senha?.message ?? failure?.field}
          {...register('senha')}
        />
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
