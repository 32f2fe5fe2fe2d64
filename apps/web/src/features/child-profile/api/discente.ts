import type { DiscenteRead } from '@lunna/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pickSelectedChild } from '../../../lib/family';

/** One child by id: 403 when it is someone else's child, 404 when unknown. */
export function useDiscente(idDisc: string) {
  return useQuery({
    queryKey: ['discente', idDisc],
    queryFn: ({ signal }) => api.get<DiscenteRead>(`/api/discente/${encodeURIComponent(idDisc)}`, signal),
  });
}

/** The child chosen on /pefil-bebe, or the first child when none (or a stale one) is stored. */
export function useSelectedDiscente() {
  return useQuery({
    queryKey: ['discentes'],
    queryFn: ({ signal }) => api.get<DiscenteRead[]>('/api/discente', signal),
    select: (children) => pickSelectedChild(children) ?? null,
  });
}
