import type { MensagemChat } from '@lunna/contract';
import { Fragment, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { definirConversaAberta, useMarcarLida, useMensagens, usePendentes } from '../api/chat';
import type { Pendente } from '../api/caixa-de-saida';
import { mensagensEmOrdem, type EntradaChat } from '../api/chat-cache';
import { useScrollToNewest } from '../hooks/use-scroll-to-newest';
import { porDia, rotuloDoDia } from './day-label';
import { MessageBubble, PendingBubble } from './message-bubble';
import styles from './chat.module.css';

type Props = { idConversa: string; entrada: EntradaChat; meuId: string | undefined };

/** Messages of one person a few minutes apart read as one group: the name and the photo are shown once. */
const GRUPO_MS = 5 * 60_000;
const continuaGrupo = (anterior: MensagemChat | undefined, mensagem: MensagemChat) =>
  anterior !== undefined &&
  anterior.usuarioId === mensagem.usuarioId &&
  Date.parse(mensagem.criadoEm) - Date.parse(anterior.criadoEm) < GRUPO_MS;

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const pageVisible = () => document.visibilityState === 'visible';

/**
 * The messages of one conversation, oldest at the top and newest at the bottom, by day; older ones load when
 * the person scrolls up (or with the button); the person's own messages still on their way follow the
 * stored ones. While it is on screen, the conversation is read.
 */
export function MessageLog({ idConversa, entrada, meuId }: Props) {
  const { t, i18n } = useTranslation();
  const conversa = useMensagens(idConversa);
  const todasPendentes = usePendentes();
  const pendentes = useMemo(
    () => todasPendentes.filter((p) => p.idConversa === idConversa),
    [todasPendentes, idConversa],
  );
  const marcar = useMarcarLida();
  const logRef = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const visible = useSyncExternalStore(subscribeVisibility, pageVisible, () => true);

  const mensagens = mensagensEmOrdem(conversa.data);
  const ultimaDeOutro = [...mensagens].reverse().find((m) => m.usuarioId !== meuId);
  const ultimaPendente = pendentes.at(-1);
  const ultima = mensagens.at(-1);
  const newest = ultimaPendente
    ? { id: ultimaPendente.clientId, mine: true }
    : ultima && { id: ultima.idMensagem, mine: ultima.usuarioId === meuId };
  useScrollToNewest(logRef, newest, mensagens[0]?.idMensagem);

  // What arrives here while it is on screen is not counted unread.
  useEffect(() => {
    definirConversaAberta(idConversa);
    return () => definirConversaAberta(null);
  }, [idConversa]);

  // Read up to the newest message of the others, once each, while the page is in front.
  const lidaAte = useRef<string | null>(null);
  const { mutate: marcarLida } = marcar;
  useEffect(() => {
    if (!visible || !ultimaDeOutro || lidaAte.current === ultimaDeOutro.idMensagem) return;
    lidaAte.current = ultimaDeOutro.idMensagem;
    marcarLida({ idConversa, ate: ultimaDeOutro.idMensagem });
  }, [visible, ultimaDeOutro, idConversa, marcarLida]);

  // Scrolling up to the top brings the page before.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = conversa;
  useEffect(() => {
    const top = topRef.current;
    const log = logRef.current;
    if (!top || !log || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (items) => {
        if (items.some((i) => i.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: log, rootMargin: '80px 0px 0px 0px' },
    );
    observer.observe(top);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const nome = entrada.pessoa?.nome;
  const hoje = new Date();
  const dia = (criadoEm: string) => (
    <p className={styles.day}>
      <span>
        {rotuloDoDia(criadoEm, i18n.language, hoje, { hoje: t('chat.hoje'), ontem: t('chat.ontem') })}
      </span>
    </p>
  );
  const itens = porDia<{ criadoEm: string; mensagem?: MensagemChat; pendente?: Pendente }>([
    ...mensagens.map((m) => ({ criadoEm: m.criadoEm, mensagem: m })),
    ...pendentes.map((p) => ({ criadoEm: p.criadoEm, pendente: p })),
  ]);
  const vazia = conversa.data !== undefined && mensagens.length === 0 && pendentes.length === 0;

  return (
    <div
      ref={logRef}
      className={styles.log}
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={nome ? t('chat.mensagensCom', { name: nome }) : t('chat.mensagensGeral')}
      // A scrolling region must be reachable by keyboard even when it holds no link or button.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <div ref={topRef} className={styles.top} />
      {hasNextPage && (
        <Button
          variant="ghost"
          className={styles.older}
          onClick={() => void fetchNextPage()}
          disabled={isFetchingNextPage}
          aria-busy={isFetchingNextPage}
        >
          {isFetchingNextPage ? t('chat.carregandoAnteriores') : t('chat.anteriores')}
        </Button>
      )}
      {conversa.data && !hasNextPage && mensagens.length > 0 && (
        <p className={styles.start}>{t('chat.inicio')}</p>
      )}
      {conversa.isFetchNextPageError && <Alert>{conversa.error.message}</Alert>}
      {conversa.isPending && <PageLoader />}
      {conversa.isError && !conversa.data && <QueryError error={conversa.error} onRetry={conversa.refetch} />}
      {vazia && (
        <p className={styles.empty}>
          {nome ? t('chat.vazioPrivada', { name: nome.split(' ')[0] }) : t('chat.vazioGeral')}
        </p>
      )}
      {itens.map(({ item, novoDia }, i) => (
        <Fragment key={item.mensagem?.idMensagem ?? item.pendente!.clientId}>
          {novoDia && dia(item.criadoEm)}
          {item.mensagem ? (
            <MessageBubble
              mensagem={item.mensagem}
              mine={item.mensagem.usuarioId === meuId}
              showSender={entrada.tipo === 'geral'}
              continues={!novoDia && continuaGrupo(itens[i - 1]?.item.mensagem, item.mensagem)}
            />
          ) : (
            <PendingBubble pendente={item.pendente!} />
          )}
        </Fragment>
      ))}
    </div>
  );
}
