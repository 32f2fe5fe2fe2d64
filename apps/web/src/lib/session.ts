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

/**
 * The signed-in account's id: the socket's personal destinations are named by it and the chat tells one's
 * own messages by it. Undefined until the session is known (or while the session does not say it).
 */
export function useMyUsuarioId(): string | undefined {
  const { data } = useSession();
  return data && 'usuarioId' in data && typeof data.usuarioId === 'string' ? data.usuarioId : undefined;
}
