import type { DiscenteRead, ResponsavelRead } from '@lunna/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useSession } from './session';
import { getSelectedChildId } from './storage';

/** The signed-in guardian with their children (the spec's "guardian as read"). */
export function useResponsavel() {
  const session = useSession();
  const email = session.data?.papel === 'responsavel' ? session.data.email : undefined;
  return useQuery({
    queryKey: ['responsavel', email],
    queryFn: ({ signal }) => api.get<ResponsavelRead>(`/api/responsavel/email/${encodeURIComponent(email ?? '')}`, signal),
    enabled: Boolean(email),
  });
}

/** The child the guardian picked, falling back to the first one when none (or an unknown one) is stored. */
export function pickSelectedChild(children: DiscenteRead[], storedId: string | null = getSelectedChildId()) {
  return children.find((child) => child.idDisc === storedId) ?? children[0];
}
