import type { escolaDemo } from '@lunna/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, isApiError } from '../../../lib/api-client';

/** In demo mode the server shares the demo school's code; otherwise it answers 404 and we show nothing. */
export function useEscolaDemo() {
  return useQuery({
    queryKey: ['escola-demo'],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<z.infer<typeof escolaDemo>>('/api/escola/demo', signal);
      } catch (error) {
        if (isApiError(error, 404)) return null;
        throw error;
      }
    },
    staleTime: Infinity,
  });
}
