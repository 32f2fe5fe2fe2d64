import type { NotificacaoList, PreferenciasNotificacao } from '@lunna/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';

export const notificacoesKey = ['notificacoes'] as const;

/** Refreshed when the window regains focus and when the panel opens (live delivery comes with real time). */
export function useNotificacoes() {
  return useQuery({
    queryKey: notificacoesKey,
    queryFn: ({ signal }) => api.get<NotificacaoList>('/api/notificacao', signal),
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
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

const prefsKey = ['notificacoes', 'preferencias'] as const;

export function usePreferencias(enabled: boolean) {
  return useQuery({ queryKey: prefsKey, queryFn: ({ signal }) => api.get<PreferenciasNotificacao>('/api/notificacao/preferencias', signal), enabled });
}

export function useSavePreferencias() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prefs: PreferenciasNotificacao) => apiRequest<PreferenciasNotificacao>('/api/notificacao/preferencias', { method: 'PUT', json: prefs }),
    onSuccess: (saved) => queryClient.setQueryData(prefsKey, saved),
  });
}
