import type {
  AcessoList,
  ConsentimentoDetalhe,
  ExportacaoRead,
  FinalidadeConsentimento,
  RetencaoPayload,
  RetencaoRead,
} from '@lunna/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';

/** The same key the memories' consent card uses, so both screens stay in step. */
const consentKey = (idDisc: string) => ['consentimento', idDisc] as const;

export function useConsentimentos(idDisc: string) {
  return useQuery({
    queryKey: consentKey(idDisc),
    queryFn: ({ signal }) => api.get<ConsentimentoDetalhe[]>(`/api/discente/${idDisc}/consentimento`, signal),
  });
}

export function useDecidirConsentimento(idDisc: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decisao: { finalidade: FinalidadeConsentimento; concedido: boolean }) =>
      apiRequest<ConsentimentoDetalhe>(`/api/discente/${idDisc}/consentimento`, {
        method: 'PUT',
        json: decisao,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData<ConsentimentoDetalhe[]>(consentKey(idDisc), (list) =>
        list?.map((c) => (c.finalidade === saved.finalidade ? saved : c)),
      );
      void queryClient.invalidateQueries({ queryKey: consentKey(idDisc) });
      // Photo sharing changes what the memories show.
      void queryClient.invalidateQueries({ queryKey: ['memorias'] });
    },
  });
}

/** The access log, a page at a time ('Ver mais'). */
export function useAcessos(idDisc: string) {
  return useInfiniteQuery({
    queryKey: ['acessos', idDisc],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      api.get<AcessoList>(
        `/api/discente/${idDisc}/acessos${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        signal,
      ),
    getNextPageParam: (last) => last.proximoCursor ?? undefined,
  });
}

const exportKey = ['exportacoes'] as const;

/** The guardian's exports; while one is being prepared, asked again every few seconds until it is ready. */
export function useExportacoes() {
  return useQuery({
    queryKey: exportKey,
    queryFn: ({ signal }) => api.get<ExportacaoRead[]>('/api/privacidade/exportacao', signal),
    refetchInterval: (query) => (query.state.data?.some((e) => e.status === 'pendente') ? 3000 : false),
  });
}

export function useSolicitarExportacao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ExportacaoRead>('/api/privacidade/exportacao'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: exportKey }),
  });
}

const retencaoKey = ['retencao'] as const;

export function useRetencao() {
  return useQuery({
    queryKey: retencaoKey,
    queryFn: ({ signal }) => api.get<RetencaoRead>('/api/privacidade/retencao', signal),
  });
}

export function useSalvarRetencao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: RetencaoPayload) =>
      apiRequest<RetencaoRead>('/api/privacidade/retencao', { method: 'PUT', json: payload }),
    onSuccess: (saved) => queryClient.setQueryData(retencaoKey, saved),
  });
}
