import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '../../../components/icons';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { useAbrirConversa } from '../api/chat';
import type { EntradaChat } from '../api/chat-cache';
import { ChatAvatar } from './chat-avatar';
import { Composer } from './composer';
import { MessageLog } from './message-log';
import styles from './chat.module.css';

type Props = { entrada: EntradaChat; meuId: string | undefined };

/** One conversation: who it is with, the messages, and the box to write (or why one can only read). */
export function ConversationView({ entrada, meuId }: Props) {
  const { t } = useTranslation();
  const abrir = useAbrirConversa();
  const nome = entrada.pessoa?.nome ?? t('chat.geral');
  const { idConversa, pessoa } = entrada;

  // A contact nobody has written to yet: their conversation is opened (created once) when chosen.
  const pedido = useRef(false);
  useEffect(() => {
    if (idConversa || !pessoa || pedido.current) return;
    pedido.current = true;
    abrir.mutate(pessoa.usuarioId);
  }, [idConversa, pessoa, abrir]);

  const label = pessoa ? t('chat.conversaCom', { name: nome }) : t('chat.conversaGeral');
  return (
    <section className={styles.conversation} aria-label={label}>
      <header className={styles.conversationHeader}>
        <Link to={{ search: '' }} className={styles.back}>
          <ArrowLeftIcon />
          <span className="visually-hidden">{t('chat.voltar')}</span>
        </Link>
        <ChatAvatar entrada={entrada} size={44} />
        <div className={styles.who}>
          <h2 className={styles.whoName}>{nome}</h2>
          <p className={styles.whoRole}>
            {pessoa ? t(`chat.papel.${pessoa.papel}`) : t('chat.geralDescricao')}
          </p>
        </div>
      </header>
      {idConversa ? (
        <>
          <MessageLog idConversa={idConversa} entrada={entrada} meuId={meuId} />
          {entrada.podeEnviar ? (
            <Composer
              idConversa={idConversa}
              destino={pessoa ? { tipo: 'privada', usuarioId: pessoa.usuarioId } : { tipo: 'geral' }}
              nome={pessoa ? nome : undefined}
            />
          ) : (
            <p className={styles.readOnly}>{t('chat.somenteLeitura')}</p>
          )}
        </>
      ) : abrir.isError ? (
        <div className={styles.opening}>
          <QueryError error={abrir.error} onRetry={() => pessoa && abrir.mutate(pessoa.usuarioId)} />
        </div>
      ) : (
        <div className={styles.opening}>
          <PageLoader />
        </div>
      )}
    </section>
  );
}
