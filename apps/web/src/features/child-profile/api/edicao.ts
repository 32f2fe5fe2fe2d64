import type { DiscenteEdicao, DiscenteRead, HistoricoPerfilItem } from '@lunna/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';

const historicoKey = (idDisc: string) => ['discente', idDisc, 'historico'] as const;

/** The child's record changes, newest first (guardians, the child's educators, the director). */
export function useHistorico(idDisc: string) {
  return useQuery({
    queryKey: historicoKey(idDisc),
    queryFn: ({ signal }) =>
      api.get<HistoricoPerfilItem[]>(`/api/discente/${encodeURIComponent(idDisc)}/historico`, signal),
  });
}

/** Saves the whole record; the profile, the family's child list and the history reload afterwards. */
export function useEditarDiscente(idDisc: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DiscenteEdicao) =>
      apiRequest<DiscenteRead>(`/api/discente/${encodeURIComponent(idDisc)}`, { method: 'PUT', json: body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(['discente', idDisc], saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['discente', idDisc] }),
        queryClient.invalidateQueries({ queryKey: ['discentes'] }),
      ]);
    },
  });
}
