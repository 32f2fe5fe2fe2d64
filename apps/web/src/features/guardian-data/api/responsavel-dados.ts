import type { ResponsavelDados, ResponsavelDadosPayload } from '@lunna/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';

/** Under the guardian's key, so any change to the guardian refreshes it too. */
const key = ['responsavel', 'me'] as const;

export function useResponsavelDados() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<ResponsavelDados>('/api/responsavel/me', signal),
  });
}

export function useSaveResponsavelDados() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ResponsavelDadosPayload) =>
      apiRequest<ResponsavelDados>('/api/responsavel/me', { method: 'PUT', json: payload }),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      // The name shows in the banner, the dashboard and the menus.
      return queryClient.invalidateQueries({ queryKey: ['responsavel'] });
    },
  });
}
