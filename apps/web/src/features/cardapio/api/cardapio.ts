import type { CardapioItem, CardapioPayload, CardapioSemana } from '@lunna/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';

export const cardapioKey = ['cardapio'] as const;
const semanaQs = (semana: string | undefined) => (semana ? `?semana=${semana}` : '');

/** The school's week for one child, each dish flagged with what the child's record says they are allergic to. */
export function useCardapioFamilia(idDisc: string | undefined, semana: string | undefined) {
  return useQuery({
    queryKey: [...cardapioKey, 'familia', idDisc, semana ?? 'atual'],
    queryFn: ({ signal }) =>
      api.get<CardapioSemana>(`/api/discente/${idDisc}/cardapio${semanaQs(semana)}`, signal),
    enabled: Boolean(idDisc),
    placeholderData: keepPreviousData,
  });
}

/** The staff's week, each dish with the allergic children of their classes. */
export function useCardapioEquipe(semana: string | undefined) {
  return useQuery({
    queryKey: [...cardapioKey, 'equipe', semana ?? 'atual'],
    queryFn: ({ signal }) => api.get<CardapioSemana>(`/api/cardapio${semanaQs(semana)}`, signal),
    placeholderData: keepPreviousData,
  });
}

function useCardapioMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardapioKey }),
  });
}

export const useSalvarRefeicao = () =>
  useCardapioMutation((payload: CardapioPayload) =>
    apiRequest<CardapioItem>('/api/cardapio', { method: 'PUT', json: payload }),
  );
export const useRemoverRefeicao = () =>
  useCardapioMutation((idCardapio: string) => api.delete<void>(`/api/cardapio/${idCardapio}`));
