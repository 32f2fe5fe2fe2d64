import {
  destinoNotificacoes,
  type NotificacaoList,
  type PainelResponsavel,
  type PreferenciasNotificacao,
} from '@lunna/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMyUsuarioId } from '../../../lib/session';
import { useRealtimeConnect, useRealtimeState, useRealtimeSubscription } from '../../../lib/stomp-client';
import { acrescentarNotificacao, lerNotificacao } from './notificacoes-ao-vivo';

export const notificacoesKey = ['notificacoes'] as const;

/**
 * New notifications arrive live over the connection; the list is also asked for when the window regains
 * focus, when the panel opens, after a reconnection, and now and then as a safety net (every 30 seconds
 * while the connection is down, every 5 minutes while it is up; never in a background tab). What arrives
 * shows as a pop-up banner when the user wants them.
 */
export function useNotificacoes() {
  const live = useRealtimeState() === 'connected';
  return useQuery({
    queryKey: notificacoesKey,
    queryFn: ({ signal }) => api.get<NotificacaoList>('/api/notificacao', signal),
    refetchOnWindowFocus: true,
    refetchInterval: live ? 300_000 : 30_000,
    refetchIntervalInBackground: false,
  });
}

/**
 * The bell live: a notification sent to the person appears at once (count, panel, banner), then the list is
 * asked for again for its order; after a reconnection what was missed is fetched.
 */
export function useNotificacoesAoVivo() {
  const queryClient = useQueryClient();
  const meuId = useMyUsuarioId();
  const refetch = () => queryClient.invalidateQueries({ queryKey: notificacoesKey, exact: true });
  useRealtimeSubscription(meuId ? destinoNotificacoes(meuId) : undefined, (body) => {
    void lerNotificacao(body).then((n) => {
      if (n)
        queryClient.setQueryData<NotificacaoList>(notificacoesKey, (list) => acrescentarNotificacao(list, n));
      return refetch();
    });
  });
  useRealtimeConnect(({ reconnect }) => {
    if (reconnect) void refetch();
  });
}

export function useMarkNotificacaoRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idNotificacao: string) => api.post(`/api/notificacao/${idNotificacao}/leitura`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificacoesKey }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/notificacao/leitura'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificacoesKey }),
  });
}

/** The same key as Configurações › Notificações (features/preferencias), where they are changed. */
const prefsKey = ['notificacoes', 'preferencias'] as const;

/** Whether the user wants pop-up banners (read here; changed only in Configurações). */
export function usePreferencias() {
  return useQuery({
    queryKey: prefsKey,
    queryFn: ({ signal }) => api.get<PreferenciasNotificacao>('/api/notificacao/preferencias', signal),
  });
}

/** The dashboard's answer already holds the preferences the bell reads: not asked for again on this load. */
export function seedPreferencias(queryClient: QueryClient, painel: PainelResponsavel) {
  queryClient.setQueryData(prefsKey, painel.preferenciasNotificacao);
}
