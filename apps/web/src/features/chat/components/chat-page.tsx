import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { useMyUsuarioId } from '../../../lib/session';
import { useContatos, useConversas } from '../api/chat';
import { CHAVE_GERAL, entradas } from '../api/chat-cache';
import { useIsDesktop } from '../hooks/use-is-desktop';
import { ConnectionStatus } from './connection-status';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import styles from './chat.module.css';

/** The page's `?com=`: 'geral' or the other person's account id. */
const PARAM = 'com';

/**
 * /chat: the list on the left ('Geral', the conversations, everyone the person may talk to) and the chosen
 * conversation beside it; on a phone one after the other, with a way back to the list.
 */
export function ChatPage() {
  const { t } = useTranslation();
  const meuId = useMyUsuarioId();
  const conversas = useConversas();
  const contatos = useContatos();
  const desktop = useIsDesktop();
  const [params] = useSearchParams();

  if (conversas.isPending || contatos.isPending) return <PageLoader />;
  if (conversas.isError) return <QueryError error={conversas.error} onRetry={conversas.refetch} />;
  if (contatos.isError) return <QueryError error={contatos.error} onRetry={contatos.refetch} />;

  const lista = entradas(conversas.data, contatos.data);
  const pedida = params.get(PARAM);
  // On a wide screen a conversation is always open: the one asked for, else 'Geral' (or the first one).
  const chave =
    pedida ?? (desktop ? (lista.find((e) => e.chave === CHAVE_GERAL) ?? lista[0])?.chave : undefined);
  const escolhida = lista.find((e) => e.chave === chave);

  return (
    <div className={styles.page} data-vista={escolhida ? 'conversa' : 'lista'}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('chat.titulo')}</h1>
        <ConnectionStatus />
      </header>
      <div className={styles.layout}>
        <ConversationList entradas={lista} escolhida={escolhida?.chave} param={PARAM} meuId={meuId} />
        {escolhida ? (
          <ConversationView key={escolhida.chave} entrada={escolhida} meuId={meuId} />
        ) : (
          <p className={styles.choose}>{lista.length > 0 ? t('chat.escolha') : t('chat.semContatos')}</p>
        )}
      </div>
    </div>
  );
}
