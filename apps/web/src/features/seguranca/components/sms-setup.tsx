import { zodResolver } from '@hookform/resolvers/zod';
import { celularPayload, type CelularPayload } from '@lunna/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useConfirmarSms, useIniciarSms } from '../api/seguranca';
import { CodeFieldForm } from './code-field-form';
import { fieldError, formError } from './server-error';
import styles from './seguranca.module.css';

/** Turning SMS on: the phone, a code sent to it, the code back. */
export function SmsSetup({
  onActivated,
  onCancel,
}: {
  onActivated: (codigos: string[] | null) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const iniciar = useIniciarSms();
  const confirmar = useConfirmarSms();
  const [celular, setCelular] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<CelularPayload, unknown, { celular: string }>({
    resolver: zodResolver(celularPayload),
    defaultValues: { celular: '' },
  });
  useEffect(() => {
    if (!celular) setFocus('celular');
  }, [celular, setFocus]);

  const send = (numero: string) => iniciar.mutate(numero, { onSuccess: () => setCelular(numero) });

  if (!celular) {
    const general = formError(iniciar.error, ['celular']);
    return (
      <form
        className={styles.inlineForm}
        onSubmit={(e) => void handleSubmit(({ celular: numero }) => send(numero))(e)}
        noValidate
      >
        {general && <Alert>{general}</Alert>}
        <TextField
          label={t('security.sms.phoneLabel')}
          hint={t('security.sms.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          error={errors.celular?.message ?? fieldError(iniciar.error, 'celular')}
          {...register('celular')}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={iniciar.isPending} aria-busy={iniciar.isPending}>
            {t('security.sms.send')}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t('security.cancel')}
          </Button>
        </div>
      </form>
    );
  }

  const masked = `(${celular.slice(0, 2)}) •••••-${celular.slice(-4)}`;
  return (
    <div className={styles.inlineForm}>
      {iniciar.isSuccess && <Alert tone="info">{t('security.sms.sent', { celular: masked })}</Alert>}
      {iniciar.error ? <Alert>{iniciar.error.message}</Alert> : null}
      <CodeFieldForm
        label={t('security.sms.codeLabel')}
        submitLabel={t('security.sms.confirm')}
        pending={confirmar.isPending}
        error={confirmar.error}
        onSubmit={(codigo) =>
          confirmar.mutate(codigo, { onSuccess: (data) => onActivated(data.codigosRecuperacao) })
        }
      >
        <Button variant="secondary" disabled={iniciar.isPending} onClick={() => send(celular)}>
          {t('security.sms.resend')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('security.cancel')}
        </Button>
      </CodeFieldForm>
    </div>
  );
}
