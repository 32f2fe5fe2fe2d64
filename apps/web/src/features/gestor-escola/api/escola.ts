import type { AssinaturaGestor, EscolaGestor, EscolaGestorForm, VinculoGestor } from '@lunna/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';

const escolaKey = ['gestor', 'escola'] as const;
const assinaturaKey = ['gestor', 'assinatura'] as const;
const vinculosKey = ['gestor', 'vinculos'] as const;

export function useEscolaGestor() {
  return useQuery({
    queryKey: escolaKey,
    queryFn: ({ signal }) => api.get<EscolaGestor>('/api/gestor/escola', signal),
  });
}

export function useSalvarEscola() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: EscolaGestorForm) =>
      apiRequest<EscolaGestor>('/api/gestor/escola', { method: 'PUT', json: form }),
    onSuccess: (escola) => queryClient.setQueryData(escolaKey, escola),
  });
}

export function useNovoCodigo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<EscolaGestor>('/api/gestor/escola/codigo'),
    onSuccess: (escola) => queryClient.setQueryData(escolaKey, escola),
  });
}

/** The subscription; `enabled` lets the dashboard ask only for the director. */
export function useAssinatura(enabled = true) {
  return useQuery({
    queryKey: assinaturaKey,
    queryFn: ({ signal }) => api.get<AssinaturaGestor>('/api/gestor/assinatura', signal),
    enabled,
  });
}

export function useVinculos() {
  return useQuery({
    queryKey: vinculosKey,
    queryFn: ({ signal }) => api.get<VinculoGestor[]>('/api/gestor/vinculos', signal),
  });
}

type VinculoIds = { idResp: string; idDisc: string };
const vinculoPath = ({ idResp, idDisc }: VinculoIds) =>
  `/api/gestor/vinculos/${encodeURIComponent(idResp)}/${encodeURIComponent(idDisc)}`;

/** Approving or removing a link changes the list and the number of students the plan counts. */
function useVinculoMutation(request: (ids: VinculoIds) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: vinculosKey });
      await queryClient.invalidateQueries({ queryKey: assinaturaKey });
    },
  });
}

export const useAprovarVinculo = () =>
  useVinculoMutation((ids) => api.post<VinculoGestor>(`${vinculoPath(ids)}/aprovar`));
export const useRemoverVinculo = () =>
  useVinculoMutation((ids) => api.delete<{ ok: true }>(vinculoPath(ids)));
