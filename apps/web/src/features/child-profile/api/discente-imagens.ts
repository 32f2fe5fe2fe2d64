import type { DiscenteImagens } from '@lunna/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The child's two pictures on the banner: profile photo (`imgDisc`) and cover (`capaDisc`). */
export type ImagemDiscente = 'imgDisc' | 'capaDisc';
const PATH: Record<ImagemDiscente, string> = { imgDisc: 'foto', capaDisc: 'capa' };

/** Every read of a child (the list, one child, the guardian's profile) shows the new picture. */
function useRefreshChild() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['discentes'] }),
      queryClient.invalidateQueries({ queryKey: ['discente'] }),
      queryClient.invalidateQueries({ queryKey: ['responsavel'] }),
    ]);
}

export function useUploadImagemDiscente(idDisc: string) {
  const refresh = useRefreshChild();
  return useMutation({
    mutationFn: ({ field, file }: { field: ImagemDiscente; file: File }) => {
      const data = new FormData();
      data.append(field, file);
      return api.postForm<DiscenteImagens>(
        `/api/discente/${encodeURIComponent(idDisc)}/${PATH[field]}`,
        data,
      );
    },
    onSuccess: refresh,
  });
}

/** Back to the banner's pattern. */
export function useRemoveCapa(idDisc: string) {
  const refresh = useRefreshChild();
  return useMutation({
    mutationFn: () => api.delete<DiscenteImagens>(`/api/discente/${encodeURIComponent(idDisc)}/capa`),
    onSuccess: refresh,
  });
}
