import type {
  PreferenciasConta,
  PreferenciasContaPayload,
  PreferenciasNotificacao,
  PreferenciasNotificacaoPayload,
  PushAparelho,
  RelatoProblemaCreated,
  RelatoProblemaPayload,
  RelatosProblemaList,
  SessaoResponse,
} from '@lunna/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, apiRequest } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session-key';

/** The same key as the bell's (features/notificacoes), so the pop-up follows a change at once. */
const notifPrefsKey = ['notificacoes', 'preferencias'] as const;

export function useNotificationPrefs() {
  return useQuery({
    queryKey: notifPrefsKey,
    queryFn: ({ signal }) => api.get<PreferenciasNotificacao>('/api/notificacao/preferencias', signal),
  });
}

/** Saves at once; the screen shows the new value straight away and goes back if the save fails. */
export function useSaveNotificationPrefs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: PreferenciasNotificacaoPayload) =>
      apiRequest<PreferenciasNotificacao>('/api/notificacao/preferencias', { method: 'PUT', json: changes }),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: notifPrefsKey });
      const before = queryClient.getQueryData<PreferenciasNotificacao>(notifPrefsKey);
      if (before) queryClient.setQueryData<PreferenciasNotificacao>(notifPrefsKey, { ...before, ...changes });
      return { before };
    },
    onError: (_error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(notifPrefsKey, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(notifPrefsKey, saved),
  });
}

/**
 * Language, text size and contrast: the session query carries them and the portal applies whatever it
 * holds, so a change is written there first (it shows at once) and then saved on the account.
 */
export function useSaveAccountPrefs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: PreferenciasContaPayload) =>
      apiRequest<PreferenciasConta>('/api/preferencias', { method: 'PUT', json: changes }),
    onSuccess: (saved) => {
      const current = queryClient.getQueryData<SessaoResponse>(sessionQueryKey);
      if (current) queryClient.setQueryData<SessaoResponse>(sessionQueryKey, { ...current, ...saved });
    },
  });
}

export function useApplyAccountPrefs() {
  const queryClient = useQueryClient();
  return (changes: Partial<Pick<SessaoResponse, 'idioma' | 'tamanhoFonte' | 'contraste'>>) => {
    const current = queryClient.getQueryData<SessaoResponse>(sessionQueryKey);
    if (current) queryClient.setQueryData<SessaoResponse>(sessionQueryKey, { ...current, ...changes });
  };
}

const relatosKey = ['problema'] as const;

export function useReportProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (relato: RelatoProblemaPayload) =>
      apiRequest<RelatoProblemaCreated>('/api/problema', { method: 'POST', json: relato }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relatosKey }),
  });
}

/** The school's reports (its director only). */
export function useProblemReports(enabled: boolean) {
  return useQuery({
    queryKey: relatosKey,
    queryFn: ({ signal }) => api.get<RelatosProblemaList>('/api/problema', signal),
    enabled,
  });
}

const pushDevicesKey = ['push', 'aparelhos'] as const;

/** The account's devices that get notifications (Configurações › Notificações). */
export function usePushDevices() {
  return useQuery({
    queryKey: pushDevicesKey,
    queryFn: ({ signal }) => api.get<PushAparelho[]>('/api/push/aparelhos', signal),
  });
}

/** The list again after this browser turned its own notifications on or off. */
export function useRefreshPushDevices() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: pushDevicesKey }), [queryClient]);
}

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idAparelho: string) =>
      apiRequest<{ ok: true }>(`/api/push/aparelhos/${encodeURIComponent(idAparelho)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushDevicesKey }),
  });
}
