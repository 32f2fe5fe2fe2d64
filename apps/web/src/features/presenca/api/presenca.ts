import type {
  CodigoEntregaRead,
  EntradaLotePayload,
  EntradaLoteResult,
  EntradaPayload,
  FaltaPayload,
  HistoricoPresenca,
  PainelResponsavel,
  PresencaHoje,
  PresencaTurma,
  SaidaPayload,
  TurmaRead,
} from '@lunna/contract';
import { DESTINO_ESCOLA_HOJE } from '@lunna/contract';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { useRealtimeConnect, useRealtimeState, useRealtimeSubscription } from '../../../lib/stomp-client';

export const presencaKey = ['presenca'] as const;

/** The classes the educator teaches (the director: every class of the school). */
export function useTurmasDaEquipe() {
  return useQuery({
    queryKey: [...presencaKey, 'turmas'],
    queryFn: ({ signal }) => api.get<TurmaRead[]>('/api/turma', signal),
  });
}

/**
 * The class's attendance on a date (default: the school's today). Two educators may share a class: today's
 * screen hears every check-in of the school over the live connection and reads again; while the
 * connection is down it asks every 30 s instead.
 */
export function usePresencaTurma(idTurma: string | undefined, data?: string) {
  const queryClient = useQueryClient();
  const live = useRealtimeState() === 'connected';
  const queryKey = [...presencaKey, 'turma', idTurma, data ?? 'hoje'];
  const refetch = () => void queryClient.invalidateQueries({ queryKey, exact: true });
  useRealtimeSubscription(idTurma && !data ? DESTINO_ESCOLA_HOJE : undefined, refetch);
  useRealtimeConnect(({ reconnect }) => {
    if (reconnect) refetch();
  });
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      api.get<PresencaTurma>(`/api/turma/${idTurma}/presenca${data ? `?data=${data}` : ''}`, signal),
    enabled: Boolean(idTurma),
    refetchInterval: live && !data ? 300_000 : 30_000,
    placeholderData: keepPreviousData,
  });
}

function useRecord<P>(path: (idDisc: string) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idDisc, payload }: { idDisc: string; payload: P }) =>
      api.post<PresencaHoje>(path(idDisc), payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: presencaKey }),
  });
}

export const useEntrada = () =>
  useRecord<EntradaPayload>((idDisc) => `/api/discente/${idDisc}/presenca/entrada`);
export const useSaida = () => useRecord<SaidaPayload>((idDisc) => `/api/discente/${idDisc}/presenca/saida`);
export const useFalta = () => useRecord<FaltaPayload>((idDisc) => `/api/discente/${idDisc}/presenca/falta`);

/**
 * Several children of the class checked in with one request (all or nothing). The board is refreshed even
 * on failure: a refusal usually means a colleague recorded one of the children meanwhile.
 */
export function useEntradaLote(idTurma: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: EntradaLotePayload) =>
      api.post<EntradaLoteResult>(`/api/turma/${idTurma}/presenca/entrada`, payload),
    onSettled: () => queryClient.invalidateQueries({ queryKey: presencaKey }),
  });
}

/** The guardian's view of today: polled every 30 s and on focus, so a check-out shows up without reloading. */
export function usePresencaHoje(idDisc: string | undefined) {
  return useQuery({
    queryKey: [...presencaKey, 'hoje', idDisc],
    queryFn: ({ signal }) => api.get<PresencaHoje>(`/api/discente/${idDisc}/presenca/hoje`, signal),
    enabled: Boolean(idDisc),
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });
}

/** Today's hand-over code (guardians only), while the child is at school. */
export function useCodigoEntrega(idDisc: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...presencaKey, 'codigo', idDisc],
    queryFn: ({ signal }) => api.get<CodigoEntregaRead>(`/api/discente/${idDisc}/codigo-entrega`, signal),
    enabled: Boolean(idDisc) && enabled,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });
}

/** A month of the child's attendance (no month: the school's current one). */
export function useHistorico(idDisc: string | undefined, mes: string | undefined) {
  return useQuery({
    queryKey: [...presencaKey, 'historico', idDisc, mes ?? 'atual'],
    queryFn: ({ signal }) =>
      api.get<HistoricoPresenca>(`/api/discente/${idDisc}/presenca${mes ? `?mes=${mes}` : ''}`, signal),
    enabled: Boolean(idDisc),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the director's CSV through the browser (the session cookie goes along); API errors keep their message. */
export async function downloadCsv(params: { inicio: string; fim: string; idTurma?: string | undefined }) {
  const query = new URLSearchParams({
    inicio: params.inicio,
    fim: params.fim,
    ...(params.idTurma ? { idTurma: params.idTurma } : {}),
  });
  let response: Response;
  try {
    response = await fetch(`/api/presenca/exportar?${query.toString()}`, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK', i18n.t('errors.network'));
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      code?: string;
      message?: string;
      fields?: Record<string, string>;
    } | null;
    throw new ApiError(
      response.status,
      body?.code ?? 'INTERNAL',
      body?.message ?? i18n.t('errors.generic'),
      body?.fields,
    );
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `presenca-${params.inicio}-${params.fim}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The dashboard's answer already says where the followed child is today: not asked for again on this load. */
export function seedPresencaHoje(queryClient: QueryClient, painel: PainelResponsavel) {
  if (painel.crianca)
    queryClient.setQueryData([...presencaKey, 'hoje', painel.crianca.idDisc], painel.crianca.presencaHoje);
}
