import type { AvisoList, AvisoListQuery, AvisoPayload, AvisoRead, PainelResponsavel } from '@lunna/contract';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';

export const avisosKey = ['avisos'] as const;

/** The dashboard's pinned notices: 'Importante' ones not acknowledged yet. */
export const AVISOS_FIXADOS: AvisoListQuery = { importancia: 'Importante', naoLidos: 'true' };

const toSearch = (query: AvisoListQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** Guardians: notices addressed to them. Staff: notices they sent, with read receipts. */
export function useAvisos(query: AvisoListQuery) {
  return useQuery({
    queryKey: [...avisosKey, query],
    queryFn: ({ signal }) => api.get<AvisoList>(`/api/aviso${toSearch(query)}`, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSendAviso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: AvisoPayload) => api.post<AvisoRead>('/api/aviso', payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: avisosKey }),
  });
}

/** Ticks or unticks 'Não Lido'; the notifications of that notice are read too, so the bell is refreshed. */
export function useSetLeitura() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idAviso, lido }: { idAviso: string; lido: boolean }) =>
      apiRequest<{ lido: boolean }>(`/api/aviso/${idAviso}/leitura`, { method: 'PUT', json: { lido } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: avisosKey }),
        queryClient.invalidateQueries({ queryKey: ['notificacoes'] }),
      ]);
    },
  });
}

/** The dashboard's answer already holds the pinned notices: the list is not asked for again on this load. */
export function seedAvisosFixados(queryClient: QueryClient, painel: PainelResponsavel) {
  queryClient.setQueryData([...avisosKey, AVISOS_FIXADOS], painel.avisosFixados);
}
