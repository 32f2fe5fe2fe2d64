import type { MensagemChat } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/dates';
import { Avatar } from '../../../components/avatar';
import { translateMessage } from '../../../lib/translate-message';
import { caixaDeSaida } from '../api/chat';
import type { Pendente } from '../api/caixa-de-saida';
import styles from './chat.module.css';

type Props = {
  mensagem: MensagemChat;
  mine: boolean;
  /** In 'Geral' others' names are written above their messages; in private it is clear who wrote. */
  showSender: boolean;
  /** The same person's message just before: name and photo are not repeated. */
  continues?: boolean;
};

/** A stored message: the person's own on the right, others' on the left with their photo; the time below. */
export function MessageBubble({ mensagem, mine, showSender, continues = false }: Props) {
  const { t } = useTranslation();
  const sender = mine ? t('chat.voce') : mensagem.senderName;
  return (
    <div
      className={styles.row}
      data-autor={mine ? 'eu' : 'outro'}
      data-continua={continues || undefined}
      data-id={mensagem.idMensagem}
    >
      {!mine &&
        (continues ? (
          <span className={styles.avatarSpace} aria-hidden="true" />
        ) : (
          <Avatar name={mensagem.senderName} photo={mensagem.image} size={36} />
        ))}
      <div className={styles.message}>
        {showSender && !mine && !continues ? (
          <p className={styles.sender}>{sender}</p>
        ) : (
          <span className="visually-hidden">{sender}: </span>
        )}
        <p className={styles.bubble}>{mensagem.message}</p>
        <time className={styles.time} dateTime={mensagem.criadoEm}>
          {mensagem.date}
        </time>
      </div>
    </div>
  );
}

/** The person's message on its way, waiting for the connection, or refused (with retry and discard). */
export function PendingBubble({ pendente }: { pendente: Pendente }) {
  const { t, i18n } = useTranslation();
  const hora = formatTime(pendente.criadoEm, i18n.language);
  return (
    <div className={styles.row} data-autor="eu" data-estado={pendente.estado}>
      <div className={styles.message}>
        <span className="visually-hidden">{t('chat.voce')}: </span>
        <p className={styles.bubble}>{pendente.message}</p>
        {pendente.estado === 'falhou' ? (
          <div className={styles.failed}>
            <p className={styles.failedText}>
              {t('chat.falhou')}
              {pendente.erro ? ` — ${translateMessage(t, pendente.erro)}` : ''}
            </p>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => caixaDeSaida.tentarDeNovo(pendente.clientId)}
            >
              {t('chat.tentarDeNovo')}
            </button>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => caixaDeSaida.descartar(pendente.clientId)}
            >
              {t('chat.descartar')}
            </button>
          </div>
        ) : (
          <p className={styles.time}>
            <time dateTime={pendente.criadoEm}>{hora}</time> ·{' '}
            {pendente.estado === 'na-fila' ? t('chat.naFila') : t('chat.enviando')}
          </p>
        )}
      </div>
    </div>
  );
}
