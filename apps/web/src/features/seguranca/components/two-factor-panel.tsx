import type { SegurancaEstado } from '@lunna/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { useDesativarSms, useDesativarTotp, useNovosCodigos } from '../api/seguranca';
import { PasswordConfirm } from './password-confirm';
import { RecoveryCodes } from './recovery-codes';
import { SmsSetup } from './sms-setup';
import { TotpSetup } from './totp-setup';
import styles from './seguranca.module.css';

type Open = null | 'totp' | 'totpOff' | 'sms' | 'smsOff' | 'codes';

function Badge({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={[styles.badge, on ? styles.badgeOn : styles.badgeOff].join(' ')}>
      <span aria-hidden="true">{on ? '✓' : '○'}</span>
      {on ? t('security.on') : t('security.off')}
    </span>
  );
}

function Method({
  title,
  on,
  description,
  children,
}: {
  title: string;
  on: boolean;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.method}>
      <div className={styles.methodHeader}>
        <h3 className={styles.methodTitle}>{title}</h3>
        <Badge on={on} />
      </div>
      <p className={styles.muted}>{description}</p>
      {children}
    </div>
  );
}

/** Two-factor sign-in: its state, the authenticator app, SMS and the recovery codes. */
export function TwoFactorPanel({ estado }: { estado: SegurancaEstado }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const [codigos, setCodigos] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const desativarTotp = useDesativarTotp();
  const desativarSms = useDesativarSms();
  const novosCodigos = useNovosCodigos();
  const ativo = estado.totpAtivo || estado.smsAtivo;

  const show = (next: Open) => {
    setNotice(null);
    desativarTotp.reset();
    desativarSms.reset();
    novosCodigos.reset();
    setOpen(next);
  };
  const done = (message: string) => {
    setOpen(null);
    setNotice(message);
  };
  const activated = (message: string) => (codes: string[] | null) => {
    setOpen(null);
    setCodigos(codes);
    setNotice(message);
  };

  return (
    <div className={styles.panel}>
      <p className={styles.status}>
        <span>{t('security.twoFactor.status')}</span>{' '}
        <strong>{ativo ? t('security.twoFactor.on') : t('security.twoFactor.off')}</strong>
      </p>
      {notice && <Alert tone="success">{notice}</Alert>}

      {codigos && <RecoveryCodes codigos={codigos} onDone={() => setCodigos(null)} />}

      <Method
        title={t('security.totp.title')}
        on={estado.totpAtivo}
        description={t('security.totp.description')}
      >
        {open === 'totp' ? (
          <TotpSetup onActivated={activated(t('security.totp.activated'))} onCancel={() => show(null)} />
        ) : open === 'totpOff' ? (
          <PasswordConfirm
            label={t('security.totp.turnOff')}
            submitLabel={t('security.totp.turnOff')}
            pending={desativarTotp.isPending}
            error={desativarTotp.error}
            onConfirm={(senha) =>
              desativarTotp.mutate(senha, { onSuccess: () => done(t('security.totp.deactivated')) })
            }
            onCancel={() => show(null)}
          />
        ) : (
          <div className={styles.actions}>
            {estado.totpAtivo ? (
              <Button variant="secondary" onClick={() => show('totpOff')}>
                {t('security.totp.turnOff')}
              </Button>
            ) : (
              <Button onClick={() => show('totp')}>{t('security.totp.setUp')}</Button>
            )}
          </div>
        )}
      </Method>

      <Method
        title={t('security.sms.title')}
        on={estado.smsAtivo}
        description={t('security.sms.description')}
      >
        {estado.smsAtivo && estado.celularMascarado && (
          <p>{t('security.sms.number', { celular: estado.celularMascarado })}</p>
        )}
        {open === 'sms' ? (
          <SmsSetup onActivated={activated(t('security.sms.activated'))} onCancel={() => show(null)} />
        ) : open === 'smsOff' ? (
          <PasswordConfirm
            label={t('security.sms.turnOff')}
            submitLabel={t('security.sms.turnOff')}
            pending={desativarSms.isPending}
            error={desativarSms.error}
            onConfirm={(senha) =>
              desativarSms.mutate(senha, { onSuccess: () => done(t('security.sms.deactivated')) })
            }
            onCancel={() => show(null)}
          />
        ) : (
          <div className={styles.actions}>
            {estado.smsAtivo ? (
              <Button variant="secondary" onClick={() => show('smsOff')}>
                {t('security.sms.turnOff')}
              </Button>
            ) : (
              <Button variant={estado.totpAtivo ? 'secondary' : 'primary'} onClick={() => show('sms')}>
                {t('security.sms.setUp')}
              </Button>
            )}
          </div>
        )}
      </Method>

      {ativo && (
        <div className={styles.method}>
          <h3 className={styles.methodTitle}>{t('security.codes.sectionTitle')}</h3>
          <p className={styles.muted}>{t('security.codes.remaining', { count: estado.codigosRestantes })}</p>
          {open === 'codes' ? (
            <PasswordConfirm
              label={t('security.codes.regenerate')}
              submitLabel={t('security.codes.regenerate')}
              pending={novosCodigos.isPending}
              error={novosCodigos.error}
              onConfirm={(senha) =>
                novosCodigos.mutate(senha, {
                  onSuccess: (data) => activated(t('security.codes.regenerated'))(data.codigosRecuperacao),
                })
              }
              onCancel={() => show(null)}
            />
          ) : (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => show('codes')}>
                {t('security.codes.regenerate')}
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
