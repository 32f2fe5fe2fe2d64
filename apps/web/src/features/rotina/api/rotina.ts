import type {
  RotinaCelula,
  RotinaCelulaPayload,
  RotinaCopiaPayload,
  RotinaDiscente,
  RotinaSemana,
  TurmaRead,
} from '@lunna/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';

export const rotinaKey = ['rotina'] as const;
const semanaQs = (semana: string | undefined) => (semana ? `?semana=${semana}` : '');

/** 'Minha agenda': the child's classes' week (no week: the school's current one). */
export function useRotinaDiscente(idDisc: string | undefined, semana: string | undefined) {
  return useQuery({
    queryKey: [...rotinaKey, 'discente', idDisc, semana ?? 'atual'],
    queryFn: ({ signal }) =>
      api.get<RotinaDiscente>(`/api/discente/${idDisc}/rotina${semanaQs(semana)}`, signal),
    enabled: Boolean(idDisc),
    placeholderData: keepPreviousData,
  });
}

/** The classes the educator teaches (the director: every class of the school). */
export function useTurmasDaEquipe() {
  return useQuery({
    queryKey: [...rotinaKey, 'turmas'],
    queryFn: ({ signal }) => api.get<TurmaRead[]>('/api/turma', signal),
  });
}

export function useRotinaTurma(idTurma: string | undefined, semana: string | undefined) {
  return useQuery({
    queryKey: [...rotinaKey, 'turma', idTurma, semana ?? 'atual'],
    queryFn: ({ signal }) => api.get<RotinaSemana>(`/api/turma/${idTurma}/rotina${semanaQs(semana)}`, signal),
    enabled: Boolean(idTurma),
    placeholderData: keepPreviousData,
  });
}

function useRotinaMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rotinaKey }),
  });
}

export const useSalvarCelula = () =>
  useRotinaMutation(({ idTurma, payload }: { idTurma: string; payload: RotinaCelulaPayload }) =>
    apiRequest<RotinaCelula>(`/api/turma/${idTurma}/rotina`, { method: 'PUT', json: payload }),
  );

export const useRemoverCelula = () =>
  useRotinaMutation(({ idTurma, idRotina }: { idTurma: string; idRotina: string }) =>
    api.delete<void>(`/api/turma/${idTurma}/rotina/${idRotina}`),
  );

export const useCopiarSemana = () =>
  useRotinaMutation(({ idTurma, payload }: { idTurma: string; payload: RotinaCopiaPayload }) =>
    api.post<{ copiadas: number }>(`/api/turma/${idTurma}/rotina/copiar`, payload),
  );
