import {
  DESTINO_ESCOLA_HOJE,
  type EscolaHoje,
  type PontoEntradaPayload,
  type PontoRead,
  type RazoesEscola,
} from '@lunna/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';
import { useRealtimeConnect, useRealtimeState, useRealtimeSubscription } from '../../../lib/stomp-client';

const hojeKey = ['hoje'] as const;
const pontoKey = ['ponto'] as const;
const razoesKey = ['hoje', 'razoes'] as const;

/**
 * The director's today. A check-in, a clock-in or an alert anywhere in the school is told over the live
 * connection, and the page reads again; while the connection is down it asks every 30 s instead.
 */
export function useEscolaHoje() {
  const queryClient = useQueryClient();
  const live = useRealtimeState() === 'connected';
  const refetch = () => void queryClient.invalidateQueries({ queryKey: hojeKey, exact: true });
  useRealtimeSubscription(DESTINO_ESCOLA_HOJE, refetch);
  useRealtimeConnect(({ reconnect }) => {
    if (reconnect) refetch();
  });
  return useQuery({
    queryKey: hojeKey,
    queryFn: ({ signal }) => api.get<EscolaHoje>('/api/gestor/hoje', signal),
    refetchInterval: live ? 300_000 : 30_000,
    refetchOnWindowFocus: true,
  });
}

/** The signed-in staff member's shift today. */
export function usePonto() {
  return useQuery({ queryKey: pontoKey, queryFn: ({ signal }) => api.get<PontoRead>('/api/ponto', signal) });
}

function usePontoMutation<P>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: P) => api.post<PontoRead>(path, payload),
    onSuccess: (ponto) => {
      queryClient.setQueryData(pontoKey, ponto);
      void queryClient.invalidateQueries({ queryKey: hojeKey, exact: true });
    },
  });
}

export const useClockIn = () => usePontoMutation<PontoEntradaPayload>('/api/ponto/entrada');
export const useClockOut = () => usePontoMutation<void>('/api/ponto/saida');

export function useRazoes(enabled: boolean) {
  return useQuery({
    queryKey: razoesKey,
    queryFn: ({ signal }) => api.get<RazoesEscola>('/api/gestor/razoes', signal),
    enabled,
  });
}

export function useSetRazoes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (razoes: RazoesEscola) =>
      apiRequest<RazoesEscola>('/api/gestor/razoes', { method: 'PUT', json: razoes }),
    onSuccess: (razoes) => {
      queryClient.setQueryData(razoesKey, razoes);
      void queryClient.invalidateQueries({ queryKey: hojeKey, exact: true });
    },
  });
}
