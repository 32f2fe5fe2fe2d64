import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EntradaChat } from '../api/chat-cache';
import { ChatAvatar } from './chat-avatar';
import styles from './chat.module.css';

type Props = {
  entradas: EntradaChat[];
  /** The open entry's key. */
  escolhida: string | undefined;
  param: string;
  meuId: string | undefined;
};

/** The conversations, as links (each opens its conversation; the browser's back returns to the list on a phone). */
export function ConversationList({ entradas, escolhida, param, meuId }: Props) {
  const { t } = useTranslation();
  return (
    <nav className={styles.list} aria-label={t('chat.conversas')}>
      <ul className={styles.entries}>
        {entradas.map((e) => {
          const nome = e.pessoa?.nome ?? t('chat.geral');
          const ultima = e.ultimaMensagem;
          const autor =
            ultima &&
            (ultima.usuarioId === meuId
              ? t('chat.voce')
              : e.tipo === 'geral'
                ? ultima.senderName.split(' ')[0]
                : null);
          const atual = e.chave === escolhida;
          return (
            <li key={e.chave}>
              <Link
                to={{ search: `?${param}=${encodeURIComponent(e.chave)}` }}
                className={styles.entry}
                aria-current={atual ? 'page' : undefined}
                data-nao-lidas={e.naoLidas > 0 || undefined}
              >
                <ChatAvatar entrada={e} size={48} />
                <span className={styles.entryText}>
                  <span className={styles.entryTop}>
                    <span className={styles.entryName}>{nome}</span>
                    {ultima && (
                      <time className={styles.entryTime} dateTime={ultima.criadoEm}>
                        {ultima.date}
                      </time>
                    )}
                  </span>
                  <span className={styles.entryBottom}>
                    <span className={styles.entryPreview}>
                      {ultima ? (
                        <>
                          {autor && <span className={styles.entryAuthor}>{autor}: </span>}
                          {ultima.message}
                        </>
                      ) : e.tipo === 'geral' ? (
                        t('chat.geralDescricao')
                      ) : (
                        t(`chat.papel.${e.pessoa!.papel}`)
                      )}
                    </span>
                    {e.naoLidas > 0 && (
                      <span className={styles.badge}>
                        <span aria-hidden="true">{e.naoLidas > 99 ? '99+' : e.naoLidas}</span>
                        <span className="visually-hidden">{t('chat.naoLidas', { count: e.naoLidas })}</span>
                      </span>
                    )}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
