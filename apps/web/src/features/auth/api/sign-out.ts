import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';
import { forgetLogin } from '../../../lib/storage';

/** Ends the server session, then forgets everything this browser kept about the user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<{ ok: true }>('/api/sessao/sair'),
    // Even if the server call fails (session already expired), the browser must not keep the user signed in.
    onSettled: () => {
      forgetLogin();
      queryClient.clear();
      void navigate('/', { replace: true });
    },
  });
}
