import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_MENSAGEM_CHAT, mensagemChatForm, type MensagemChatForm } from '@lunna/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { sendOnEnter } from '../../../lib/send-on-enter';
import { translateMessage } from '../../../lib/translate-message';
import { caixaDeSaida } from '../api/chat';
import type { Destino } from '../api/caixa-de-saida';
import styles from './chat.module.css';

type Props = {
  idConversa: string;
  destino: Destino;
  /** The other person's name in a private conversation; undefined in 'Geral'. */
  nome: string | undefined;
};

/**
 * The box to write: Enter sends, Shift+Enter starts a new line; an empty or blank message is not sent. What
 * is sent goes to the outbox, so the box is free again at once, even without a connection.
 */
export function Composer({ idConversa, destino, nome }: Props) {
  const { t } = useTranslation();
  const ids = { input: useId(), hint: useId(), error: useId() };
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<MensagemChatForm, unknown, z.output<typeof mensagemChatForm>>({
    resolver: zodResolver(mensagemChatForm),
    defaultValues: { message: '' },
  });

  const submit = handleSubmit(({ message }) => {
    caixaDeSaida.enviar(idConversa, destino, message);
    // Focus first: reset() lets go of the field's element until the next render.
    setFocus('message');
    reset({ message: '' });
  });

  const error = errors.message?.message;
  return (
    <form className={styles.composer} noValidate onSubmit={(e) => void submit(e)}>
      <label htmlFor={ids.input} className="visually-hidden">
        {nome ? t('chat.campoPrivada', { name: nome }) : t('chat.campoGeral')}
      </label>
      <div className={styles.inputRow}>
        <textarea
          {...register('message')}
          id={ids.input}
          className={styles.input}
          rows={1}
          maxLength={MAX_MENSAGEM_CHAT}
          placeholder={
            nome ? t('chat.placeholderPrivada', { name: nome.split(' ')[0] }) : t('chat.placeholderGeral')
          }
          enterKeyHint="send"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
          onKeyDown={sendOnEnter(() => void submit())}
        />
        <Button type="submit" className={styles.send}>
          <svg
            className={styles.sendIcon}
            viewBox="0 0 24 24"
            width="22"
            height="22"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M21 3 3 10.5l7.5 3L13.5 21zM10.5 13.5 21 3"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          </svg>
          <span className={styles.sendText}>{t('chat.enviar')}</span>
        </Button>
      </div>
      {error && (
        <p id={ids.error} className={styles.error}>
          {translateMessage(t, error)}
        </p>
      )}
      <p id={ids.hint} className={styles.hint}>
        {t('chat.dica')}
      </p>
    </form>
  );
}
