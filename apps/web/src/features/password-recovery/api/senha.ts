import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ResetTicket = { email: string; codigo: string };

/** Always answers 202, whether or not the e-mail exists (no account discovery). */
export const useRequestCode = () =>
  useMutation({ mutationFn: (email: string) => api.post<{ ok: true }>('/api/senha/codigo', { email }) });

export const useVerifyCode = () =>
  useMutation({ mutationFn: (ticket: ResetTicket) => api.post<unknown>('/api/senha/verificar', ticket) });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: ResetTicket & { senha: string; confirmarSenha: string }) =>
      api.post<unknown>('/api/senha/redefinir', body),
  });
