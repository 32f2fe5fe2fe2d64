import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const useConfirmEmail = () =>
  useMutation({
    mutationFn: (token: string) => api.post<{ ok: true }>('/api/responsavel/confirmar-email', { token }),
  });
