import type { TotpInicio } from '@lunna/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { useConfirmarTotp, useIniciarTotp } from '../api/seguranca';
import { CodeFieldForm } from './code-field-form';
import styles from './seguranca.module.css';

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (segredo: string) => segredo.match(/.{1,4}/g)?.join(' ') ?? segredo;

/** Setting up an authenticator app: QR code (or the key by hand), then a first code to confirm. */
export function TotpSetup({
  onActivated,
  onCancel,
}: {
  onActivated: (codigos: string[] | null) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const iniciar = useIniciarTotp();
  const confirmar = useConfirmarTotp();
  const [inicio, setInicio] = useState<TotpInicio | null>(null);
  const started = useRef(false);
  const { mutate } = iniciar;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(undefined, { onSuccess: setInicio });
  }, [mutate]);

  if (iniciar.error) {
    return (
      <div className={styles.inlineForm}>
        <Alert>{iniciar.error.message}</Alert>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => iniciar.mutate(undefined, { onSuccess: setInicio })}>
            {t('common.retry')}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t('security.cancel')}
          </Button>
        </div>
      </div>
    );
  }
  if (!inicio) return <p role="status">{t('common.loading')}</p>;

  return (
    <ol className={styles.steps}>
      <li>
        <p>{t('security.totp.step1')}</p>
        <img
          className={styles.qr}
          src={inicio.qrCode}
          width={200}
          height={200}
          alt={t('security.totp.qrAlt')}
        />
      </li>
      <li>
        <p>{t('security.totp.step2')}</p>
        <p className={styles.secret}>
          <span className={styles.visuallyHidden}>{t('security.totp.secretLabel')} </span>
          <code>{grouped(inicio.segredo)}</code>
        </p>
        <p className={styles.muted}>{t('security.totp.secretHint')}</p>
      </li>
      <li>
        <CodeFieldForm
          label={t('security.totp.codeLabel')}
          hint={t('security.totp.codeHint')}
          submitLabel={t('security.totp.confirm')}
          pending={confirmar.isPending}
          error={confirmar.error}
          onSubmit={(codigo) =>
            confirmar.mutate(codigo, { onSuccess: (data) => onActivated(data.codigosRecuperacao) })
          }
        >
          <Button variant="ghost" onClick={onCancel}>
            {t('security.cancel')}
          </Button>
        </CodeFieldForm>
      </li>
    </ol>
  );
}
