import type { TurmaRead } from '@lunna/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The classes the signed-in staff member manages (same cache entry as the class screens). */
export function useStaffTurmas() {
  return useQuery({
    queryKey: ['turmas'],
    queryFn: ({ signal }) => api.get<TurmaRead[]>('/api/turma', signal),
  });
}
