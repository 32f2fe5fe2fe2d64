import type { FichaCriancaRead } from '@lunna/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The child card (staff): 403 for anyone not caring for the child, 404 when unknown. Each load is logged by the server. */
export function useFichaCrianca(idDisc: string) {
  return useQuery({
    queryKey: ['ficha-crianca', idDisc],
    queryFn: ({ signal }) =>
      api.get<FichaCriancaRead>(`/api/discente/${encodeURIComponent(idDisc)}/ficha`, signal),
  });
}
