import type {
  ContatoChat,
  ConversaResumo,
  HistoricoChat,
  LeituraChat,
  MensagemChat,
  MensagemChatPayload,
  NaoLidasChat,
} from '@lunna/contract';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api, apiRequest, isApiError } from '../../../lib/api-client';
import { queryClient as appQueryClient } from '../../../lib/query-client';
import { realtime } from '../../../lib/stomp-client';
import { CaixaDeSaida } from './caixa-de-saida';
import { acrescentar, registrarNaLista, ultimaId, type MensagensCache } from './chat-cache';
import { novoClientId } from './client-id';

export const chatKeys = {
  all: ['chat'] as const,
  contatos: ['chat', 'contatos'] as const,
  conversas: ['chat', 'conversas'] as const,
  naoLidas: ['chat', 'nao-lidas'] as const,
  mensagensDe: ['chat', 'mensagens'] as const,
  mensagens: (idConversa: string) => ['chat', 'mensagens', idConversa] as const,
};

/** The people the person may talk to (each with the private conversation's id, if there is one). */
export function useContatos() {
  return useQuery({
    queryKey: chatKeys.contatos,
    queryFn: ({ signal }) => api.get<ContatoChat[]>('/api/chat/contatos', signal),
  });
}

/** 'Geral' first, then the private conversations with messages; kept current by the live messages. */
export function useConversas() {
  return useQuery({
    queryKey: chatKeys.conversas,
    queryFn: ({ signal }) => api.get<ConversaResumo[]>('/api/chat/conversas', signal),
  });
}

/** Unread messages in all the person's conversations: the menu's badge. */
export function useNaoLidasChat() {
  return useQuery({
    queryKey: chatKeys.naoLidas,
    queryFn: ({ signal }) => api.get<NaoLidasChat>('/api/chat/nao-lidas', signal),
  });
}

const mensagensUrl = (idConversa: string, cursor?: { antes?: string; depois?: string }) => {
  const search = new URLSearchParams(cursor as Record<string, string> | undefined).toString();
  return `/api/chat/conversas/${encodeURIComponent(idConversa)}/mensagens${search ? `?${search}` : ''}`;
};

/**
 * Per conversation, the message up to which the client holds every message: the end of the newest page the
 * history answered. Live messages do not move it: one can overtake an earlier one whose live delivery was lost
 * (Redis away between instances), and a catch-up from the newest shown would then skip that one until reload.
 */
const completaAte = new Map<string, string>();

function historicoLido(idConversa: string, pagina: HistoricoChat) {
  const ultima = pagina.mensagens.at(-1);
  if (ultima) completaAte.set(idConversa, ultima.idMensagem);
}

/** A conversation, newest page first; `fetchNextPage` brings the page before the oldest one shown. */
export function useMensagens(idConversa: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.mensagens(idConversa),
    queryFn: async ({ pageParam, signal }) => {
      const pagina = await api.get<HistoricoChat>(
        mensagensUrl(idConversa, pageParam ? { antes: pageParam } : undefined),
        signal,
      );
      if (!pageParam) historicoLido(idConversa, pagina);
      return pagina;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.maisAntigas,
    // New messages are added as they arrive (and caught up after a reconnection): a refetch would only reload.
    staleTime: Infinity,
  });
}

/** Opens (or finds) the private conversation with a contact; the list then knows its id. */
export function useAbrirConversa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (usuarioId: string) => api.post<ConversaResumo>('/api/chat/conversas/privada', { usuarioId }),
    onSuccess: (conversa) => {
      const usuarioId = conversa.pessoa?.usuarioId;
      queryClient.setQueryData<ContatoChat[]>(chatKeys.contatos, (contatos) =>
        contatos?.map((c) => (c.usuarioId === usuarioId ? { ...c, idConversa: conversa.idConversa } : c)),
      );
    },
  });
}

/** Marks an open conversation read up to its newest message; the list and the menu's badge follow. */
export function useMarcarLida() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idConversa, ate }: { idConversa: string; ate: string }) =>
      apiRequest<LeituraChat>(`/api/chat/conversas/${encodeURIComponent(idConversa)}/leitura`, {
        method: 'PUT',
        json: { ate },
      }),
    onSuccess: (leitura) => {
      queryClient.setQueryData<ConversaResumo[]>(chatKeys.conversas, (lista) =>
        lista?.map((c) => (c.idConversa === leitura.idConversa ? { ...c, naoLidas: leitura.naoLidas } : c)),
      );
      queryClient.setQueryData<NaoLidasChat>(chatKeys.naoLidas, { total: leitura.total });
    },
  });
}

/* ------------------------------------------------------------------ the open conversation */

let aberta: string | null = null;

/** The conversation on screen (null when none): its messages are read as they arrive, not counted unread. */
export function definirConversaAberta(idConversa: string | null) {
  aberta = idConversa;
}

const estaAberta = (idConversa: string) =>
  aberta === idConversa && (typeof document === 'undefined' || document.visibilityState === 'visible');

/* ------------------------------------------------------------------ messages arriving */

/**
 * A stored message, arrived live, caught up, or answered to one's own send: added once to its conversation,
 * the list and the menu's badge updated. A conversation the list does not know yet (someone's first message)
 * makes the list and the contacts load again.
 */
export function registrarMensagem(queryClient: QueryClient, mensagem: MensagemChat, meu: boolean) {
  queryClient.setQueryData<MensagensCache>(chatKeys.mensagens(mensagem.idConversa), (data) =>
    acrescentar(data, [mensagem]),
  );
  const contaComoNaoLida = !meu && !estaAberta(mensagem.idConversa);
  const lista = queryClient.getQueryData<ConversaResumo[]>(chatKeys.conversas);
  const jaNaLista =
    lista?.find((c) => c.idConversa === mensagem.idConversa)?.ultimaMensagem?.idMensagem ===
    mensagem.idMensagem;
  const atualizada = lista ? registrarNaLista(lista, mensagem, { contaComoNaoLida }) : null;
  if (atualizada) {
    queryClient.setQueryData(chatKeys.conversas, atualizada);
    if (contaComoNaoLida && !jaNaLista)
      queryClient.setQueryData<NaoLidasChat>(chatKeys.naoLidas, (n) => (n ? { total: n.total + 1 } : n));
  } else {
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversas });
    void queryClient.invalidateQueries({ queryKey: chatKeys.contatos });
    void queryClient.invalidateQueries({ queryKey: chatKeys.naoLidas });
  }
}

/**
 * After a reconnection: every conversation kept in memory asks for what came after the last message it holds
 * everything up to (page after page; what it already shows is not added twice), and the list and the badge
 * are asked for again.
 */
export async function alcancar(queryClient: QueryClient, meuId: string | undefined) {
  const abertas = queryClient.getQueriesData<MensagensCache>({ queryKey: chatKeys.mensagensDe });
  await Promise.all(
    abertas.map(async ([key, data]) => {
      const idConversa = key[2] as string;
      let depois = completaAte.get(idConversa) ?? ultimaId(data);
      if (!depois) return queryClient.invalidateQueries({ queryKey: key, exact: true });
      try {
        while (depois) {
          const pagina: HistoricoChat = await api.get<HistoricoChat>(mensagensUrl(idConversa, { depois }));
          historicoLido(idConversa, pagina);
          for (const m of pagina.mensagens) caixaDeSaida.eco(m, meuId);
          queryClient.setQueryData<MensagensCache>(key, (d) => acrescentar(d, pagina.mensagens));
          depois = pagina.maisNovas ?? undefined;
        }
      } catch {
        // A conversation no longer readable, or the network gone again: the next connection tries again.
      }
    }),
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: chatKeys.conversas }),
    queryClient.invalidateQueries({ queryKey: chatKeys.naoLidas }),
  ]);
}

/* ------------------------------------------------------------------ sending */

/** The portal's outbox: over the socket while connected, over REST otherwise (see CaixaDeSaida). */
export const caixaDeSaida = new CaixaDeSaida({
  publish: (destination, body, receipt) => realtime.publish(destination, body, receipt),
  post: (idConversa, payload: MensagemChatPayload & { clientId: string }) =>
    api.post<MensagemChat>(`/api/chat/conversas/${encodeURIComponent(idConversa)}/mensagens`, payload),
  guardar: (mensagem) => registrarMensagem(appQueryClient, mensagem, true),
  // No answer, or the server unavailable: worth sending again; a refusal (403, 400…) is shown instead.
  temporario: (error) => !isApiError(error) || error.status === 0 || error.status >= 500,
  motivo: (error) => (error instanceof Error ? error.message : String(error)),
  newId: novoClientId,
  now: () => new Date(),
});

// Back online: the connection comes back and sends the queue over the socket (so the others get it live);
// if it does not come back soon, the queue goes over REST.
if (typeof window !== 'undefined')
  window.addEventListener('online', () =>
    setTimeout(() => {
      if (!realtime.isConnected) caixaDeSaida.reenviar();
    }, 5_000),
  );

/** The waiting messages of every conversation (the same array until one changes). */
export const usePendentes = () =>
  useSyncExternalStore(caixaDeSaida.subscribe, caixaDeSaida.snapshot, caixaDeSaida.snapshot);
