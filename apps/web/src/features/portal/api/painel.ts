import type { PainelRead } from '@lunna/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Everything the guardian's dashboard shows for one child, in one request. */
export function usePainel(idDisc: string | undefined) {
  return useQuery({
    queryKey: ['painel', idDisc],
    queryFn: ({ signal }) => api.get<PainelRead>(`/api/discente/${idDisc}/painel`, signal),
    enabled: Boolean(idDisc),
  });
}
