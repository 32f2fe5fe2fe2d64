import type {
  AlterarEmailPayload,
  AlterarSenhaPayload,
  ContaExcluida,
  ContaRead,
  IdUsuarioDisponivel,
  SessaoList,
} from '@lunna/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';
import { useMyUsuarioId, useSession } from '../../../lib/session';
import { sessionQueryKey } from '../../../lib/session-key';
import { forgetLogin } from '../../../lib/storage';

const contaKey = ['conta'] as const;
const sessoesKey = ['conta', 'sessoes'] as const;

export function useConta() {
  return useQuery({ queryKey: contaKey, queryFn: ({ signal }) => api.get<ContaRead>('/api/conta', signal) });
}

/** Checks a handle once the person stops typing (`idUsuario` is the debounced value; empty → no check). */
export function useIdUsuarioDisponivel(idUsuario: string) {
  return useQuery({
    queryKey: ['conta', 'id-usuario', idUsuario],
    queryFn: ({ signal }) =>
      api.get<IdUsuarioDisponivel>(
        `/api/conta/id-usuario/disponivel?idUsuario=${encodeURIComponent(idUsuario)}`,
        signal,
      ),
    enabled: idUsuario.length > 0,
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}

function useContaMutation<TVars>(request: (vars: TVars) => Promise<ContaRead>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (conta) => {
      queryClient.setQueryData(contaKey, conta);
      // The e-mail shows in the portal's session too.
      return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

export const useSetIdUsuario = () =>
  useContaMutation((idUsuario: string) =>
    apiRequest<ContaRead>('/api/conta/id-usuario', { method: 'PUT', json: { idUsuario } }),
  );
export const usePedirAlteracaoEmail = () =>
  useContaMutation((payload: AlterarEmailPayload) => api.post<ContaRead>('/api/conta/email', payload));
export const useConfirmarAlteracaoEmail = () =>
  useContaMutation((codigo: string) => api.post<ContaRead>('/api/conta/email/confirmar', { codigo }));
export const useCancelarAlteracaoEmail = () =>
  useContaMutation(() => api.delete<ContaRead>('/api/conta/email'));

export function useAlterarSenha() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: AlterarSenhaPayload) =>
      apiRequest<{ encerradas: number }>('/api/conta/senha', { method: 'PUT', json: payload }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessoesKey }),
  });
}

export function useSessoes() {
  return useQuery({
    queryKey: sessoesKey,
    queryFn: ({ signal }) => api.get<SessaoList>('/api/conta/sessoes', signal),
  });
}

export function useEncerrarSessao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idSessao: string) =>
      api.delete<{ encerradas: number }>(`/api/conta/sessoes/${encodeURIComponent(idSessao)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessoesKey }),
  });
}

export function useSairDeTodas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ encerradas: number }>('/api/conta/sessoes/sair-de-todas'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessoesKey }),
  });
}

/**
 * Deletes the account; the browser forgets the user at once (the server already ended the session). The
 * page then shows its message and leaves with a full load, which drops every cached query.
 */
export function useExcluirConta() {
  const session = useSession();
  const account = useMyUsuarioId() ?? session.data?.email;
  const live = () =>
    import('../../../lib/stomp-client').then(
      ({ realtime }) => realtime,
      () => undefined,
    );
  return useMutation({
    // The live connection closes first: the server closes the account's sockets as it goes, which must not
    // read as "signed out elsewhere" (the login page) while this page says goodbye.
    onMutate: async () => (await live())?.stop(),
    mutationFn: (senha: string) =>
      apiRequest<ContaExcluida>('/api/conta', { method: 'DELETE', json: { senha } }),
    onSuccess: () => forgetLogin(),
    // Refused (a wrong password): the account stays, and so does its live connection.
    onError: async () => {
      if (account) (await live())?.start(account);
    },
  });
}
