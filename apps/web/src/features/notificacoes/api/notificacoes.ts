import type { NotificacaoList, PreferenciasNotificacao } from '@lunna/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const notificacoesKey = ['notificacoes'] as const;

/**
 * Every 30 seconds while the portal is in front (not in a background tab), when the window regains focus and
 * when the panel opens: what arrives shows as a pop-up banner when the user wants them (live delivery comes
 * with real time).
 */
export function useNotificacoes() {
  return useQuery({
    queryKey: notificacoesKey,
    queryFn: ({ signal }) => api.get<NotificacaoList>('/api/notificacao', signal),
    refetchOnWindowFocus: true,
    refetchInterval: 30_000,
    refetchIntervalInBackground: false,
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
  return useQuery({ queryKey: prefsKey, queryFn: ({ signal }) => api.get<PreferenciasNotificacao>('/api/notificacao/preferencias', signal) });
}
