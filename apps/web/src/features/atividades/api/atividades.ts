import type { AtividadeList, AtividadePayload, AtividadeRead, TipoAtividade } from '@lunna/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const atividadesKey = ['atividades'] as const;

const search = (params: Record<string, string | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `?${text}` : '';
};

/** The activities of the child's classes (guardian), or of the classes the staff member teaches; newest first, page by page. */
export function useAtividades(scope: { idDisc: string } | { staff: true }, tipo: TipoAtividade | undefined) {
  const base = 'idDisc' in scope ? `/api/discente/${scope.idDisc}/atividade` : '/api/atividade';
  return useInfiniteQuery({
    queryKey: [...atividadesKey, base, tipo ?? 'todas'],
    queryFn: ({ pageParam, signal }) =>
      api.get<AtividadeList>(`${base}${search({ tipo, cursor: pageParam })}`, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.proximoCursor ?? undefined,
  });
}

export function useCreateAtividade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, imagem }: { payload: AtividadePayload; imagem: File | null }) => {
      const form = new FormData();
      form.append('body', JSON.stringify(payload));
      if (imagem) form.append('imagem', imagem);
      return api.postForm<AtividadeRead>('/api/atividade', form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: atividadesKey }),
  });
}

export function useDeleteAtividade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idAtividade: string) => api.delete<{ ok: true }>(`/api/atividade/${idAtividade}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: atividadesKey }),
  });
}
