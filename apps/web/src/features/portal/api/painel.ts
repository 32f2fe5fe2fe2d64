import type { PainelRead, PainelResponsavel } from '@lunna/contract';
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Everything the guardian's dashboard shows for one child, in one request. */
export function usePainel(idDisc: string | undefined) {
  return useQuery({
    queryKey: ['painel', idDisc],
    queryFn: ({ signal }) => api.get<PainelRead>(`/api/discente/${idDisc}/painel`, signal),
    enabled: Boolean(idDisc),
  });
}

/** Puts what another feature shows on the dashboard into that feature's own cache, so it is not asked for again. */
export type PainelSeed = (queryClient: QueryClient, painel: PainelResponsavel) => void;

/**
 * The guardian's whole dashboard in one request, for the child chosen on this device (the server falls back
 * to the first child). The parts other features show (pinned notices, today's attendance, diary, alerts, the
 * bell's preferences) go into their caches through `seeds` before the page renders them.
 */
export function usePainelResponsavel(idDisc: string | null, seeds: readonly PainelSeed[]) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['painel', 'responsavel', idDisc],
    queryFn: async ({ signal }) => {
      const painel = await api.get<PainelResponsavel>(
        `/api/painel${idDisc ? `?idDisc=${encodeURIComponent(idDisc)}` : ''}`,
        signal,
      );
      if (painel.crianca) queryClient.setQueryData(['painel', painel.crianca.idDisc], painel.crianca.painel);
      for (const seed of seeds) seed(queryClient, painel);
      return painel;
    },
    // Following another child keeps this page on screen until that child's dashboard arrives.
    placeholderData: keepPreviousData,
  });
}
