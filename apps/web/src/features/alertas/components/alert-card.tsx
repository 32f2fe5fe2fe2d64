import type { AlertaRead } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/dates';
import { useFormatters } from '../../../lib/use-formatters';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { alertText } from '../../../lib/alert-text';
import { firstName } from '../../../lib/format';
import { useConfirmAlerta } from '../api/alertas';
import { CheckIcon } from './icons';
import { PriorityBadge } from './priority-badge';
import styles from './alertas.module.css';

/** What the alert is, in a few words: "Precisa de atenção · Febre", "Vai se atrasar", … */
function useKindLabel() {
  const { t } = useTranslation();
  return (a: AlertaRead) =>
    a.tipo === 'atencao' && a.categoria
      ? `${t('alertas.tipo.atencao')} · ${t(`alertas.categoria.${a.categoria}`)}`
      : t(`alertas.tipo.${a.tipo}`);
}

/**
 * One alert: priority (colour, icon and word), what it is about, the text, who raised it and when, and
 * its acknowledgement — 'Estou ciente' for the side that answers it.
 */
export function AlertCard({ alerta, showChild = false }: { alerta: AlertaRead; showChild?: boolean }) {
  const { t, i18n } = useTranslation();
  const { formatClock } = useFormatters();
  const confirm = useConfirmAlerta();
  const kind = useKindLabel();
  const time = (iso: string) => formatTime(iso, i18n.language);
  const text = alertText(alerta, time(alerta.criadoEm), t);
  const open = alerta.confirmacao === null;
  const titleId = `alerta-${alerta.idAlerta}`;

  return (
    <article
      className={styles.card}
      data-prioridade={alerta.prioridade}
      data-aberto={open}
      aria-labelledby={titleId}
    >
      <div className={styles.cardHead}>
        <PriorityBadge prioridade={alerta.prioridade} />
        <h3 id={titleId} className={styles.cardTitle}>
          {showChild ? `${firstName(alerta.nomeDisc)} — ${kind(alerta)}` : kind(alerta)}
        </h3>
      </div>
      {alerta.tipo === 'atraso' && alerta.chegadaPrevista && (
        <p className={styles.eta}>
          {t('alertas.card.chegadaPrevista', { hora: formatClock(alerta.chegadaPrevista) })}
        </p>
      )}
      {text && <p className={styles.cardText}>{text}</p>}
      <p className={styles.meta}>
        {alerta.autor
          ? t('alertas.card.por', { nome: alerta.autor.nome, hora: time(alerta.criadoEm) })
          : t('alertas.card.sistema', { hora: time(alerta.criadoEm) })}
      </p>
      <div className={styles.cardFoot}>
        {alerta.confirmacao ? (
          <p className={styles.acknowledged}>
            <CheckIcon />{' '}
            {t('alertas.card.ciente', { nome: alerta.confirmacao.nome, hora: time(alerta.confirmacao.em) })}
          </p>
        ) : alerta.podeConfirmar ? (
          <Button
            onClick={() => confirm.mutate(alerta.idAlerta)}
            disabled={confirm.isPending}
            aria-describedby={titleId}
          >
            {t('alertas.card.estouCiente')}
          </Button>
        ) : (
          <p className={styles.waiting}>{t('alertas.card.aguardando')}</p>
        )}
      </div>
      {confirm.isError && <Alert>{confirm.error.message}</Alert>}
    </article>
  );
}
