import type {
  AceitarConviteEquipeForm,
  ConviteEquipeAceito,
  ConviteEquipeForm,
  ConviteEquipePeek,
  ConviteEquipeRead,
  EquipeGestor,
  MembroEquipe,
  TurmaRead,
} from '@lunna/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';

const equipeKey = ['gestor', 'equipe'] as const;
const enc = encodeURIComponent;

/** The school's staff and pending invitations (the director only). */
export function useEquipeGestor() {
  return useQuery({
    queryKey: equipeKey,
    queryFn: ({ signal }) => api.get<EquipeGestor>('/api/gestor/equipe', signal),
  });
}

/** The school's classes in use, to choose an educator's classes (the director sees every class). */
export function useTurmasDaEscola() {
  return useQuery({
    queryKey: ['turmas', 'escola', 'nomes'],
    queryFn: async ({ signal }) => {
      const turmas = await api.get<TurmaRead[]>('/api/turma', signal);
      return turmas.map((t) => ({ idTurma: t.idTurma, nomeTurma: t.nomeTurma }));
    },
  });
}

/** Every change to the staff is followed by a fresh list (members, classes and invitations). */
function useEquipeMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: equipeKey }),
  });
}

export const useConvidarEquipe = () =>
  useEquipeMutation((form: ConviteEquipeForm) =>
    api.post<ConviteEquipeRead>('/api/gestor/equipe/convites', form),
  );

export const useCancelarConviteEquipe = () =>
  useEquipeMutation((idConvite: string) =>
    api.delete<{ ok: true }>(`/api/gestor/equipe/convites/${enc(idConvite)}`),
  );

export const useReenviarConviteEquipe = () =>
  useEquipeMutation((idConvite: string) =>
    api.post<ConviteEquipeRead>(`/api/gestor/equipe/convites/${enc(idConvite)}/reenviar`),
  );

export const useTurmasEducador = () =>
  useEquipeMutation(({ idUsuario, turmaIds }: { idUsuario: string; turmaIds: string[] }) =>
    apiRequest<MembroEquipe>(`/api/gestor/equipe/${enc(idUsuario)}/turmas`, {
      method: 'PUT',
      json: { turmaIds },
    }),
  );

export const useAlterarAtivo = () =>
  useEquipeMutation(({ idUsuario, ativar }: { idUsuario: string; ativar: boolean }) =>
    api.post<MembroEquipe>(`/api/gestor/equipe/${enc(idUsuario)}/${ativar ? 'reativar' : 'desativar'}`),
  );

/** What the invitation link shows; 404 when it expired, was used or cancelled. */
export function useConviteEquipePeek(token: string) {
  return useQuery({
    queryKey: ['convite-equipe', token],
    queryFn: ({ signal }) => api.get<ConviteEquipePeek>(`/api/convite-equipe/${enc(token)}`, signal),
    enabled: token !== '',
    retry: false,
  });
}

export function useAceitarConviteEquipe(token: string) {
  return useMutation({
    mutationFn: (form: AceitarConviteEquipeForm) =>
      api.post<ConviteEquipeAceito>(`/api/convite-equipe/${enc(token)}`, form),
  });
}
