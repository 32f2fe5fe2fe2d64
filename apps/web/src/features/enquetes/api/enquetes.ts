import type { EnqueteList, EnquetePayload, EnqueteRead, TurmaRead, VotoPayload } from '@lunna/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';

export const enquetesKey = ['enquetes'] as const;

/** How often the staff's open polls refresh their counts while the page is open. */
const CONTAGEM_AO_VIVO_MS = 10_000;

/** The polls of the child's classes: open now, or closed (`passadas`). */
export function useEnquetesDoFilho(idDisc: string, passadas: boolean) {
  return useQuery({
    queryKey: [...enquetesKey, 'filho', idDisc, passadas],
    queryFn: ({ signal }) =>
      api.get<EnqueteList>(`/api/discente/${idDisc}/enquete${passadas ? '?passadas=true' : ''}`, signal),
  });
}

/** Staff: the polls of their classes, with counts that keep refreshing while polls are open. */
export function useEnquetesStaff(passadas: boolean) {
  return useQuery({
    queryKey: [...enquetesKey, 'staff', passadas],
    queryFn: ({ signal }) => api.get<EnqueteList>(`/api/enquete${passadas ? '?passadas=true' : ''}`, signal),
    refetchInterval: passadas ? false : CONTAGEM_AO_VIVO_MS,
  });
}

export function useVotar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idEnquete, ...voto }: VotoPayload & { idEnquete: string }) =>
      apiRequest<EnqueteRead>(`/api/enquete/${idEnquete}/voto`, { method: 'PUT', json: voto }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: enquetesKey }),
        queryClient.invalidateQueries({ queryKey: ['notificacoes'] }),
      ]);
    },
  });
}

export function useCreateEnquete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: EnquetePayload) => api.post<EnqueteRead>('/api/enquete', payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enquetesKey }),
  });
}

export function useDeleteEnquete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idEnquete: string) => api.delete<{ ok: true }>(`/api/enquete/${idEnquete}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enquetesKey }),
  });
}

/** The classes the signed-in staff member manages (same cache entry as the class screens). */
export function useStaffTurmas() {
  return useQuery({
    queryKey: ['turmas'],
    queryFn: ({ signal }) => api.get<TurmaRead[]>('/api/turma', signal),
  });
}
