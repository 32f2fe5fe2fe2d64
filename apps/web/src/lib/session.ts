import type { SessaoResponse } from '@lunna/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

import { sessionQueryKey } from './session-key';

export { sessionQueryKey };

/** Who is signed in (401 → ApiError with status 401). Shared by the guard, the picker and the portal. */
export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => api.get<SessaoResponse>('/api/sessao', signal),
  });
}
