import type {
  ConsentimentoRead,
  CriancaMemoria,
  MemoriaCreated,
  MemoriaList,
  MemoriaPayload,
  TurmaRead,
} from '@lunna/contract';
import { CAMPO_FOTOS } from '@lunna/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';

export const memoriasKey = ['memorias'] as const;
export type Filtro = { recentes: boolean; favoritos: boolean };

const search = (params: Record<string, string | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `?${text}` : '';
};

/** A child's memories (guardian) or a class's (staff), page by page. */
export function useMemorias(scope: { idDisc: string } | { idTurma: string }, filtro: Filtro) {
  const base =
    'idDisc' in scope ? `/api/discente/${scope.idDisc}/memoria` : `/api/turma/${scope.idTurma}/memoria`;
  const ordem = filtro.recentes ? 'recentes' : 'antigas';
  const favoritos = filtro.favoritos ? 'true' : undefined;
  return useInfiniteQuery({
    queryKey: [...memoriasKey, base, ordem, favoritos ?? 'todas'],
    queryFn: ({ pageParam, signal }) =>
      api.get<MemoriaList>(`${base}${search({ ordem, favoritos, cursor: pageParam })}`, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.proximoCursor ?? undefined,
  });
}

export function useFavorito() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idMemoria, favorito }: { idMemoria: string; favorito: boolean }) =>
      apiRequest<{ favorito: boolean }>(`/api/memoria/${idMemoria}/favorito`, {
        method: favorito ? 'PUT' : 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoriasKey }),
  });
}

const consentKey = (idDisc: string) => ['consentimento', idDisc] as const;

export function useConsentimento(idDisc: string) {
  return useQuery({
    queryKey: consentKey(idDisc),
    queryFn: ({ signal }) => api.get<ConsentimentoRead[]>(`/api/discente/${idDisc}/consentimento`, signal),
    select: (list) => list.find((c) => c.finalidade === 'fotos_turma') ?? null,
  });
}

export function useDecidirConsentimento(idDisc: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (concedido: boolean) =>
      apiRequest<ConsentimentoRead>(`/api/discente/${idDisc}/consentimento`, {
        method: 'PUT',
        json: { finalidade: 'fotos_turma', concedido },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: consentKey(idDisc) });
      void queryClient.invalidateQueries({ queryKey: memoriasKey });
    },
  });
}

/** Staff: the classes they manage (active ones). */
export function useTurmas() {
  return useQuery({
    queryKey: ['turmas', 'ativas'],
    queryFn: ({ signal }) => api.get<TurmaRead[]>('/api/turma', signal),
  });
}

export function useCriancasDaTurma(idTurma: string | null) {
  return useQuery({
    queryKey: ['memorias-criancas', idTurma],
    queryFn: ({ signal }) => api.get<CriancaMemoria[]>(`/api/turma/${idTurma}/memoria/criancas`, signal),
    enabled: Boolean(idTurma),
  });
}

export function useEnviarMemorias() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, fotos }: { payload: MemoriaPayload; fotos: File[] }) => {
      const form = new FormData();
      form.append('body', JSON.stringify(payload));
      for (const foto of fotos) form.append(CAMPO_FOTOS, foto);
      return api.postForm<MemoriaCreated>('/api/memoria', form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoriasKey }),
  });
}

export function useExcluirMemoria() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idMemoria: string) => api.delete<{ ok: true }>(`/api/memoria/${idMemoria}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoriasKey }),
  });
}
