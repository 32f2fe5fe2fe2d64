import type { EncaminhamentoLumi } from '@lunna/contract';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { AlertIcon, CheckIcon, PhoneIcon, ShieldIcon } from '../../../components/icons';
import { formatPhone } from '../../../lib/format';
import { useAvisarEducadoras } from '../api/lumi';
import styles from './lumi.module.css';

type Props = { idMensagem: string; encaminhamento: EncaminhamentoLumi; idDisc: string | undefined };

/** A `tel:` address keeps only what a phone dials: digits and a leading +. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * When Lumi hands a question over instead of answering it: why, whom to call (192 first in an emergency,
 * and as a fallback for health questions), and, when Lumi offers it, alerting the class educators once the
 * guardian confirms. After that the block says they were told.
 */
export function HandOff({ idMensagem, encaminhamento, idDisc }: Props) {
  const { t } = useTranslation();
  const avisar = useAvisarEducadoras(idDisc);
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    // Confirmed here: the button is gone, so focus moves to the confirmation (which the log also announces).
    if (avisar.isSuccess) confirmationRef.current?.focus();
  }, [avisar.isSuccess]);
  const { motivo, telefoneEscola, podeAvisarEducadoras, idAlerta } = encaminhamento;
  const emergencia = motivo === 'emergencia';
  const samu = (
    <a
      href="tel:192"
      className={[styles.call, emergencia ? styles.emergencyCall : null].filter(Boolean).join(' ')}
    >
      <PhoneIcon size={20} />
      {t('lumi.encaminhamento.samu')}
    </a>
  );

  return (
    <div className={styles.handOff} data-motivo={motivo}>
      <p className={styles.handOffTitle}>
        {emergencia ? <AlertIcon size={22} /> : <ShieldIcon size={22} />}
        {t(`lumi.encaminhamento.motivo.${motivo}`)}
      </p>
      <div className={styles.calls}>
        {emergencia && samu}
        {telefoneEscola && (
          <a href={telHref(telefoneEscola)} className={styles.call}>
            <PhoneIcon size={20} />
            <span className={styles.callText}>
              <span>{t('lumi.encaminhamento.ligarEscola')}</span>{' '}
              <span className={styles.phone}>{formatPhone(telefoneEscola)}</span>
            </span>
          </a>
        )}
        {motivo === 'saude' && samu}
      </div>
      {idAlerta ? (
        <p className={styles.notified} tabIndex={-1} ref={confirmationRef}>
          <CheckIcon size={22} />
          {t('lumi.encaminhamento.avisadas')}
        </p>
      ) : (
        podeAvisarEducadoras && (
          <div className={styles.notify}>
            <Button
              onClick={() => avisar.mutate(idMensagem)}
              disabled={avisar.isPending}
              aria-busy={avisar.isPending}
            >
              {t('lumi.encaminhamento.avisar')}
            </Button>
            <p className={styles.notifyHint}>{t('lumi.encaminhamento.avisarDica')}</p>
          </div>
        )
      )}
      {avisar.isError && <Alert>{avisar.error.message}</Alert>}
    </div>
  );
}
