import {
  destinoDiario,
  type AutorizacaoMedicacaoPayload,
  type AutorizacaoMedicacaoRead,
  type CardapioSemana,
  type CorrecaoDiarioPayload,
  type DiarioDiscente,
  type DiarioEscolaHoje,
  type PainelResponsavel,
  type DiarioTurmaHoje,
  type HorarioResumoDiarioPayload,
  type LancamentoDiarioPayload,
  type RegistroDiarioRead,
  type TurmaRead,
} from '@lunna/contract';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { api, apiRequest } from '../../../lib/api-client';
import { useMyUsuarioId } from '../../../lib/session';
import { useRealtimeConnect, useRealtimeSubscription } from '../../../lib/stomp-client';
import {
  descartarRecusado,
  enviarFila,
  enviarOuGuardar,
  filaPendentes,
  filaRecusados,
  onFilaChange,
} from './fila-offline';

export const diarioKey = ['diario'] as const;

/** The classes the educator teaches (the director: every class of the school). */
export function useTurmasDiario() {
  return useQuery({
    queryKey: [...diarioKey, 'turmas'],
    queryFn: ({ signal }) => api.get<TurmaRead[]>('/api/turma', signal),
  });
}

/** The class's day: who is present, what is missing, the latest entries. Two educators may share a class: refreshed often. */
export function useDiarioTurmaHoje(idTurma: string | undefined) {
  return useQuery({
    queryKey: [...diarioKey, 'turma', idTurma],
    queryFn: ({ signal }) => api.get<DiarioTurmaHoje>(`/api/turma/${idTurma}/diario/hoje`, signal),
    enabled: Boolean(idTurma),
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** The staff's menu of this week, to offer the meal being served now. */
export function useCardapioDaSemana() {
  return useQuery({
    queryKey: [...diarioKey, 'cardapio'],
    queryFn: ({ signal }) => api.get<CardapioSemana>('/api/cardapio', signal),
    staleTime: 10 * 60_000,
  });
}

/** The director's school today. */
export function useDiarioEscolaHoje() {
  return useQuery({
    queryKey: [...diarioKey, 'escola'],
    queryFn: ({ signal }) => api.get<DiarioEscolaHoje>('/api/diario/hoje', signal),
    refetchInterval: 60_000,
  });
}

export type Periodo = { data: string } | { semana: string } | undefined;
const periodoQs = (p: Periodo) => (!p ? '' : 'data' in p ? `?data=${p.data}` : `?semana=${p.semana}`);

/** A child's diary for a day (default: today) or a week. */
export function useDiarioDiscente(idDisc: string | undefined, periodo?: Periodo) {
  return useQuery({
    queryKey: [...diarioKey, 'discente', idDisc, periodoQs(periodo)],
    queryFn: ({ signal }) =>
      api.get<DiarioDiscente>(`/api/discente/${idDisc}/diario${periodoQs(periodo)}`, signal),
    enabled: Boolean(idDisc),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

/**
 * Open diary pages follow the day live: an entry written or corrected for one of the person's children
 * arrives as `{idDisc, idRegistro}` and the diary is asked for again (the API checks access). After a
 * reconnection what was missed is fetched.
 */
export function useDiarioAoVivo() {
  const queryClient = useQueryClient();
  const meuId = useMyUsuarioId();
  const refetch = () => queryClient.invalidateQueries({ queryKey: diarioKey });
  useRealtimeSubscription(meuId ? destinoDiario(meuId) : undefined, () => void refetch());
  useRealtimeConnect(({ reconnect }) => {
    if (reconnect) void refetch();
  });
}

function useDiarioMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diarioKey }),
  });
}

/**
 * Records entries for several children at once. Answers null when the device is offline: the entry waits
 * on the device (same `chave`) and goes when the connection is back.
 */
export function useLancarDiario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idTurma, payload }: { idTurma: string; payload: LancamentoDiarioPayload }) =>
      enviarOuGuardar(idTurma, payload),
    // Run even when the browser says it is offline: the entry then goes to the device's queue at once,
    // instead of the mutation pausing with the dialog open.
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diarioKey }),
  });
}

export const useCorrigirRegistro = () =>
  useDiarioMutation(({ idRegistro, payload }: { idRegistro: string; payload: CorrecaoDiarioPayload }) =>
    api.post<RegistroDiarioRead>(`/api/diario/${idRegistro}/correcao`, payload),
  );

export const useCiencia = () =>
  useDiarioMutation((idRegistro: string) =>
    api.post<RegistroDiarioRead>(`/api/diario/${idRegistro}/ciencia`),
  );
export const useConcluirTrazer = () =>
  useDiarioMutation((idRegistro: string) =>
    api.post<RegistroDiarioRead>(`/api/diario/${idRegistro}/concluir`),
  );

export function useAutorizacoes(idDisc: string | undefined) {
  return useQuery({
    queryKey: [...diarioKey, 'autorizacoes', idDisc],
    queryFn: ({ signal }) =>
      api.get<{ autorizacoes: AutorizacaoMedicacaoRead[] }>(
        `/api/discente/${idDisc}/autorizacao-medicacao`,
        signal,
      ),
    enabled: Boolean(idDisc),
  });
}

export const useCriarAutorizacao = () =>
  useDiarioMutation(({ idDisc, payload }: { idDisc: string; payload: AutorizacaoMedicacaoPayload }) =>
    api.post<AutorizacaoMedicacaoRead>(`/api/discente/${idDisc}/autorizacao-medicacao`, payload),
  );

export const useRevogarAutorizacao = () =>
  useDiarioMutation((idAutorizacao: string) =>
    api.delete<AutorizacaoMedicacaoRead>(`/api/autorizacao-medicacao/${idAutorizacao}`),
  );

/**
 * How many entries wait on this device for the connection; they are sent when the app opens, when the
 * browser says it is online again, and every 15 seconds while some wait (the `online` event can come
 * before the network really answers).
 */
export function useFilaDiario() {
  const queryClient = useQueryClient();
  const pendentes = useSyncExternalStore(onFilaChange, filaPendentes, filaPendentes);
  const aguardando = pendentes.length > 0;
  useEffect(() => {
    const flush = () =>
      void enviarFila().then((n) => {
        if (n > 0) void queryClient.invalidateQueries({ queryKey: diarioKey });
      });
    flush();
    window.addEventListener('online', flush);
    const timer = aguardando ? window.setInterval(flush, 15_000) : undefined;
    return () => {
      window.removeEventListener('online', flush);
      window.clearInterval(timer);
    };
  }, [queryClient, aguardando]);
  return pendentes.length;
}

/** Entries the server refused when the queue sent them, kept with its message until the educator dismisses them. */
export function useRecusadosDiario() {
  const recusados = useSyncExternalStore(onFilaChange, filaRecusados, filaRecusados);
  return { recusados, descartar: descartarRecusado };
}

const horarioResumoKey = [...diarioKey, 'horario-resumo'];

/** The director: the school's end-of-day summary time. */
export function useHorarioResumo() {
  return useQuery({
    queryKey: horarioResumoKey,
    queryFn: ({ signal }) => api.get<HorarioResumoDiarioPayload>('/api/diario/horario-resumo', signal),
  });
}

export function useSetHorarioResumo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: HorarioResumoDiarioPayload) =>
      apiRequest<HorarioResumoDiarioPayload>('/api/diario/horario-resumo', { method: 'PUT', json: payload }),
    onSuccess: (data) => queryClient.setQueryData(horarioResumoKey, data),
  });
}

/** The dashboard's answer already holds the followed child's day: not asked for again on this load. */
export function seedDiarioDeHoje(queryClient: QueryClient, painel: PainelResponsavel) {
  if (painel.crianca)
    queryClient.setQueryData(
      [...diarioKey, 'discente', painel.crianca.idDisc, periodoQs(undefined)],
      painel.crianca.diario,
    );
}
