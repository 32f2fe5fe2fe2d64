import type { AuthResponse, loginPayload } from '@lunna/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { rememberLogin } from '../../../lib/storage';

type Credentials = z.output<typeof loginPayload>;

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) => api.post<AuthResponse>('/api/responsavel/login-responsavel', credentials),
    onSuccess: (data, credentials) => {
      // The spec keeps the token and e-mail in storage; requests authenticate with the httpOnly cookie.
      rememberLogin(data.token, credentials.email);
      // A different person may have used this tab before: drop every cached answer.
      queryClient.clear();
    },
  });
}
