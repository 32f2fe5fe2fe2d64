import type { AuthResponse, LoginResponse, loginPayload, SegundoFatorResponse } from '@lunna/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { rememberLogin } from '../../../lib/storage';

type Credentials = z.output<typeof loginPayload>;

/** The first step asked for the second factor (no session yet). */
export const needsSecondFactor = (data: LoginResponse): data is SegundoFatorResponse =>
  'segundoFator' in data;

/** A session was opened: what every sign-in does then, whatever the steps. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return (email: string) => {
    // Requests authenticate with the httpOnly cookie; the token in the answer is for other clients (the
    // mobile app's bearer) and is never kept where a page script could read it.
    rememberLogin(email);
    // A different person may have used this tab before: drop every cached answer.
    queryClient.clear();
  };
}

export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (credentials: Credentials) =>
      api.post<LoginResponse>('/api/responsavel/login-responsavel', credentials),
    onSuccess: (data, credentials) => {
      if (!needsSecondFactor(data)) signedIn(credentials.email);
    },
  });
}

/** The second step: the challenge and a code (authenticator, SMS or recovery). */
export function useSecondFactor(email: string) {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: { desafio: string; codigo: string }) =>
      api.post<AuthResponse>('/api/responsavel/login-responsavel/segundo-fator', input),
    onSuccess: () => signedIn(email),
  });
}

export function useSendLoginSms() {
  return useMutation({
    mutationFn: (desafio: string) =>
      api.post<{ ok: true }>('/api/responsavel/login-responsavel/sms', { desafio }),
  });
}
