import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { forgetLogin } from './storage';

/** Ends the server session, then forgets everything this browser kept about the user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ ok: true }>('/api/sessao/sair'),
    // Even if the server call fails (session already expired), the browser must not keep the user signed in.
    onSettled: () => {
      forgetLogin();
      queryClient.clear();
      // The landing page is a separate prerendered page: a full load, which also drops any portal state.
      window.location.replace('/');
    },
  });
}
