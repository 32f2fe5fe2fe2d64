import { DESTINO_ESCOLA_HOJE, destinoNotificacoes } from '@lunna/contract';
import type {
  AlertaCriado,
  AlertaList,
  AlertaPayload,
  AlertaRead,
  HorarioAusenciaPayload,
  HorarioAusenciaRead,
  HorarioBuscaRead,
  HorarioBuscaTurma,
  HorarioDiaSemana,
  PainelResponsavel,
  TurmaRead,
} from '@lunna/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';
import { useMyUsuarioId } from '../../../lib/session';
import { useRealtimeConnect, useRealtimeSubscription } from '../../../lib/stomp-client';
import { falaDeAlerta } from './alertas-ao-vivo';

const alertasKey = ['alertas'] as const;
const horarioKey = ['horario-busca'] as const;

/**
 * Alerts change while the page is open (an educator raises one, a guardian answers): live through
 * useAlertasAoVivo, and refreshed every 30 s and on focus as a safety net.
 */
const LIVE = { refetchInterval: 30_000, refetchOnWindowFocus: true } as const;

export function useAlertasDiscente(idDisc: string | undefined) {
  return useQuery({
    queryKey: [...alertasKey, 'discente', idDisc],
    queryFn: ({ signal }) => api.get<AlertaList>(`/api/discente/${idDisc}/alertas`, signal),
    enabled: Boolean(idDisc),
    ...LIVE,
  });
}

export function useAlertasTurma(idTurma: string | undefined) {
  return useQuery({
    queryKey: [...alertasKey, 'turma', idTurma],
    queryFn: ({ signal }) => api.get<AlertaList>(`/api/turma/${idTurma}/alertas`, signal),
    enabled: Boolean(idTurma),
    ...LIVE,
  });
}

/**
 * Keeps today's alert lists live while mounted: the person's notification stream (the one the bell listens
 * to; the connection shares one subscription between them) says when an alert about them arrived or was
 * acknowledged, and the lists are asked for again; after a reconnection too, since alerts may have come
 * while the socket was down. Staff also hear the school's today (`equipe`): an alert a co-educator raises
 * notifies only the families, so without it her colleague's list would wait for the 30 s poll. Families may
 * not listen there.
 */
export function useAlertasAoVivo({ equipe }: { equipe: boolean }) {
  const queryClient = useQueryClient();
  const meuId = useMyUsuarioId();
  const refetch = () => queryClient.invalidateQueries({ queryKey: alertasKey });
  useRealtimeSubscription(meuId ? destinoNotificacoes(meuId) : undefined, (body) => {
    void falaDeAlerta(body).then((sim) => {
      if (sim) void refetch();
    });
  });
  useRealtimeSubscription(equipe ? DESTINO_ESCOLA_HOJE : undefined, () => void refetch());
  useRealtimeConnect(({ reconnect }) => {
    if (reconnect) void refetch();
  });
}

export function useRaiseAlerta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idDisc, payload }: { idDisc: string; payload: AlertaPayload }) =>
      api.post<AlertaCriado>(`/api/discente/${idDisc}/alertas`, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertasKey }),
  });
}

/** 'Estou ciente'; the person's own notification of it is read too, so the bell is refreshed. */
export function useConfirmAlerta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idAlerta: string) =>
      apiRequest<AlertaRead>(`/api/alertas/${idAlerta}/confirmacao`, { method: 'PUT' }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: alertasKey }),
        queryClient.invalidateQueries({ queryKey: ['notificacoes'] }),
      ]);
    },
  });
}

export function useHorarioBusca(idDisc: string | undefined) {
  return useQuery({
    queryKey: [...horarioKey, 'discente', idDisc],
    queryFn: ({ signal }) => api.get<HorarioBuscaRead>(`/api/discente/${idDisc}/horario-busca`, signal),
    enabled: Boolean(idDisc),
  });
}

export function useSetHorarioDia(idDisc: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: { data: string; horario: string }) =>
      apiRequest<HorarioBuscaRead>(`/api/discente/${idDisc}/horario-busca/dia`, {
        method: 'PUT',
        json: payload,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: horarioKey }),
  });
}

export function useClearHorarioDia(idDisc: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: string) =>
      apiRequest<HorarioBuscaRead>(`/api/discente/${idDisc}/horario-busca/dia/${data}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: horarioKey }),
  });
}

export function useHorarioTurma(idTurma: string | undefined) {
  return useQuery({
    queryKey: [...horarioKey, 'turma', idTurma],
    queryFn: ({ signal }) => api.get<HorarioBuscaTurma>(`/api/turma/${idTurma}/horario-busca`, signal),
    enabled: Boolean(idTurma),
  });
}

export function useSetHorarioSemana() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idDisc, dias }: { idDisc: string; dias: HorarioDiaSemana[] }) =>
      apiRequest<HorarioBuscaRead>(`/api/discente/${idDisc}/horario-busca/semana`, {
        method: 'PUT',
        json: { dias },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: horarioKey }),
  });
}

export function useHorarioAusencia(enabled: boolean) {
  return useQuery({
    queryKey: ['horario-ausencia'],
    queryFn: ({ signal }) => api.get<HorarioAusenciaRead>('/api/escola/horario-ausencia', signal),
    enabled,
  });
}

export function useSetHorarioAusencia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: HorarioAusenciaPayload) =>
      apiRequest<HorarioAusenciaRead>('/api/escola/horario-ausencia', { method: 'PUT', json: payload }),
    onSuccess: (data) => queryClient.setQueryData(['horario-ausencia'], data),
  });
}

/** The classes the signed-in staff member manages (the director: all of the school's). */
export function useTurmasEquipe() {
  return useQuery({
    queryKey: ['turmas', 'alertas'],
    queryFn: ({ signal }) => api.get<TurmaRead[]>('/api/turma', signal),
  });
}

/** The dashboard's answer already holds the followed child's alerts and pickup time: not asked for again on this load. */
export function seedAlertasDoDia(queryClient: QueryClient, painel: PainelResponsavel) {
  if (!painel.crianca) return;
  queryClient.setQueryData([...alertasKey, 'discente', painel.crianca.idDisc], painel.crianca.alertas);
  queryClient.setQueryData([...horarioKey, 'discente', painel.crianca.idDisc], painel.crianca.horarioBusca);
}
