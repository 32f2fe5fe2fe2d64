import type {
  DiscenteResumo,
  PessoaEquipe,
  TurmaPayload,
  TurmaRead,
  TurmaUpdatePayload,
} from '@lunna/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';

export const turmasKey = ['turmas'] as const;

/** The classes the signed-in educator teaches (all of the school's for the director). */
export function useTurmas() {
  return useQuery({
    queryKey: turmasKey,
    queryFn: ({ signal }) => api.get<TurmaRead[]>('/api/turma', signal),
  });
}

/** The school's children, to pick for a class (names and photos only). */
export function useDiscentesResumo(enabled = true) {
  return useQuery({
    queryKey: ['discentes-resumo'],
    queryFn: ({ signal }) => api.get<DiscenteResumo[]>('/api/discente/resumo', signal),
    enabled,
  });
}

export function useCreateTurma() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: TurmaPayload) => api.post<TurmaRead>('/api/turma', payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: turmasKey }),
  });
}

export function useUpdateTurma() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idTurma, ...payload }: TurmaUpdatePayload & { idTurma: string }) =>
      apiRequest<TurmaRead>(`/api/turma/${idTurma}`, { method: 'PUT', json: payload }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: turmasKey }),
  });
}

export function useArchiveTurma() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idTurma: string) => api.post<TurmaRead>(`/api/turma/${idTurma}/arquivar`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: turmasKey }),
  });
}

/** The school's educators, for the director to say who teaches a class. */
export function useEquipe(enabled: boolean) {
  return useQuery({
    queryKey: ['equipe'],
    queryFn: ({ signal }) => api.get<PessoaEquipe[]>('/api/equipe', signal),
    enabled,
  });
}
