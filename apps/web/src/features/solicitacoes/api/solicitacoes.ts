import type { AlteracaoCpfPayload, SolicitacaoRead } from '@lunna/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const schoolKey = ['solicitacoes', 'escola'] as const;
const mineKey = ['solicitacoes', 'minhas'] as const;

/** The director: the school's pending requests, then the latest decided ones. */
export function useSolicitacoesEscola() {
  return useQuery({
    queryKey: schoolKey,
    queryFn: ({ signal }) => api.get<SolicitacaoRead[]>('/api/solicitacao', signal),
  });
}

/** The signed-in guardian's own requests, newest first. */
export function useMinhasSolicitacoes() {
  return useQuery({
    queryKey: mineKey,
    queryFn: ({ signal }) => api.get<SolicitacaoRead[]>('/api/solicitacao/minhas', signal),
  });
}

/** After a decision the list, the bell, the school's children (a new one joined) and the classes (a child joined one) are read again. */
function useAfterDecision() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['solicitacoes'] }),
      queryClient.invalidateQueries({ queryKey: ['notificacoes'] }),
      queryClient.invalidateQueries({ queryKey: ['discentes-resumo'] }),
      queryClient.invalidateQueries({ queryKey: ['turmas'] }),
    ]);
}

export function useAprovarSolicitacao() {
  const refresh = useAfterDecision();
  return useMutation({
    mutationFn: (idSolicitacao: string) =>
      api.post<SolicitacaoRead>(`/api/solicitacao/${encodeURIComponent(idSolicitacao)}/aprovar`),
    onSettled: refresh,
  });
}

export function useRecusarSolicitacao() {
  const refresh = useAfterDecision();
  return useMutation({
    mutationFn: ({ idSolicitacao, motivo }: { idSolicitacao: string; motivo: string }) =>
      api.post<SolicitacaoRead>(
        `/api/solicitacao/${encodeURIComponent(idSolicitacao)}/recusar`,
        motivo.trim() ? { motivo: motivo.trim() } : {},
      ),
    onSettled: refresh,
  });
}

export function usePedirAlteracaoCpf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: AlteracaoCpfPayload) => api.post<SolicitacaoRead>('/api/responsavel/cpf', payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mineKey }),
  });
}
