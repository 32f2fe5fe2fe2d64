import type { MuralPage, TurmaRead } from '@lunna/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const muralKey = ['mural'] as const;

/** One wall, page after page (older items as the reader scrolls). `path` is the wall's API resource. */
function useWall(path: string | null) {
  return useInfiniteQuery({
    queryKey: [...muralKey, path],
    queryFn: ({ pageParam, signal }) =>
      api.get<MuralPage>(pageParam ? `${path}?cursor=${encodeURIComponent(pageParam)}` : path!, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.proximoCursor,
    enabled: path !== null,
  });
}

/** Guardians: the wall of the chosen child's classes. */
export const useChildWall = (idDisc: string | undefined) =>
  useWall(idDisc ? `/api/discente/${idDisc}/mural` : null);

/** Staff: the wall of one class they teach (the director: any class of the school). */
export const useClassWall = (idTurma: string | undefined) =>
  useWall(idTurma ? `/api/turma/${idTurma}/mural` : null);

/** The classes the staff member may open the wall of. */
export function useStaffClasses() {
  return useQuery({
    queryKey: [...muralKey, 'turmas'],
    queryFn: ({ signal }) => api.get<TurmaRead[]>('/api/turma', signal),
  });
}
