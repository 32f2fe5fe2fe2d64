import type { CodigosRecuperacaoResponse, FatorAtivado, SegurancaEstado, TotpInicio } from '@lunna/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';

const key = ['seguranca'] as const;

export function useSeguranca() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<SegurancaEstado>('/api/seguranca', signal),
  });
}

/** Mutations that answer the new state put it in the cache at once. */
function useSetEstado() {
  const queryClient = useQueryClient();
  return (estado: SegurancaEstado) => queryClient.setQueryData(key, estado);
}

export function useIniciarTotp() {
  return useMutation({ mutationFn: () => api.post<TotpInicio>('/api/seguranca/totp') });
}

export function useConfirmarTotp() {
  const setEstado = useSetEstado();
  return useMutation({
    mutationFn: (codigo: string) => api.post<FatorAtivado>('/api/seguranca/totp/confirmar', { codigo }),
    onSuccess: (data) => setEstado(data.estado),
  });
}

export function useDesativarTotp() {
  const setEstado = useSetEstado();
  return useMutation({
    mutationFn: (senha: string) =>
      apiRequest<SegurancaEstado>('/api/seguranca/totp', { method: 'DELETE', json: { senha } }),
    onSuccess: setEstado,
  });
}

export function useIniciarSms() {
  return useMutation({
    mutationFn: (celular: string) => api.post<{ ok: true }>('/api/seguranca/sms', { celular }),
  });
}

export function useConfirmarSms() {
  const setEstado = useSetEstado();
  return useMutation({
    mutationFn: (codigo: string) => api.post<FatorAtivado>('/api/seguranca/sms/confirmar', { codigo }),
    onSuccess: (data) => setEstado(data.estado),
  });
}

export function useDesativarSms() {
  const setEstado = useSetEstado();
  return useMutation({
    mutationFn: (senha: string) =>
      apiRequest<SegurancaEstado>('/api/seguranca/sms', { method: 'DELETE', json: { senha } }),
    onSuccess: setEstado,
  });
}

export function useNovosCodigos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (senha: string) =>
      api.post<CodigosRecuperacaoResponse>('/api/seguranca/codigos-recuperacao', { senha }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** The switch moves at once; a failure puts it back. */
export function useAlertaLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertaLoginSuspeito: boolean) =>
      apiRequest<SegurancaEstado>('/api/seguranca/alerta-login', {
        method: 'PUT',
        json: { alertaLoginSuspeito },
      }),
    onMutate: async (alertaLoginSuspeito) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<SegurancaEstado>(key);
      if (before) queryClient.setQueryData(key, { ...before, alertaLoginSuspeito });
      return { before };
    },
    onError: (_error, _value, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (estado) => queryClient.setQueryData(key, estado),
  });
}
