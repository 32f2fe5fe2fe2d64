import type {
  ConviteAceito,
  ConviteCadastroPayload,
  ConviteCriado,
  ConviteInfo,
  ConvitePayload,
  ConvitePendente,
  ResponsavelDaCrianca,
} from '@lunna/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forgetLogin, rememberLogin, setSelectedChildId } from '../../../lib/storage';

const responsaveisKey = (idDisc: string) => ['responsaveis', idDisc] as const;
const convitesKey = (idDisc: string) => ['convites', idDisc] as const;

/** The child's guardians (a removed access stays listed as 'suspenso'). */
export function useResponsaveis(idDisc: string) {
  return useQuery({
    queryKey: responsaveisKey(idDisc),
    queryFn: ({ signal }) =>
      api.get<ResponsavelDaCrianca[]>(`/api/discente/${encodeURIComponent(idDisc)}/responsaveis`, signal),
  });
}

/** Invitations still waiting for an answer (the child's guardians only). */
export function useConvitesPendentes(idDisc: string, enabled: boolean) {
  return useQuery({
    queryKey: convitesKey(idDisc),
    queryFn: ({ signal }) =>
      api.get<ConvitePendente[]>(`/api/discente/${encodeURIComponent(idDisc)}/convites`, signal),
    enabled,
  });
}

export function useConvidar(idDisc: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ConvitePayload) =>
      api.post<ConviteCriado>(`/api/discente/${encodeURIComponent(idDisc)}/convites`, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: convitesKey(idDisc) }),
  });
}

export function useCancelarConvite(idDisc: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idConvite: string) =>
      api.delete<{ ok: true }>(`/api/convites/${encodeURIComponent(idConvite)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: convitesKey(idDisc) }),
  });
}

/** The director removes a guardian's access; the child's profile (its guardians) is read again. */
export function useRemoverAcesso(idDisc: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idResp: string) =>
      api.delete<{ ok: true }>(
        `/api/discente/${encodeURIComponent(idDisc)}/responsaveis/${encodeURIComponent(idResp)}`,
      ),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: responsaveisKey(idDisc) }),
        queryClient.invalidateQueries({ queryKey: ['discente', idDisc] }),
      ]);
    },
  });
}

/** What the invitation link shows; 404 when it expired, was used or cancelled. */
export function useConviteInfo(token: string) {
  return useQuery({
    queryKey: ['convite', token],
    queryFn: ({ signal }) => api.get<ConviteInfo>(`/api/convites/${encodeURIComponent(token)}`, signal),
    enabled: token !== '',
    retry: false,
  });
}

export type CadastroConvite = {
  payload: ConviteCadastroPayload;
  fotoPerfil: File;
  fotoRg: File | null;
  email: string;
};

/**
 * Accepts the invitation: signed in, with no data; without an account, with the registration data and
 * photos (the server creates the account and signs it in). Either way the child just linked is the one
 * the portal opens on.
 */
export function useAceitarConvite(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cadastro: CadastroConvite | null) => {
      const url = `/api/convites/${encodeURIComponent(token)}/aceitar`;
      if (!cadastro) return api.post<ConviteAceito>(url);
      const form = new FormData();
      form.append('body', JSON.stringify(cadastro.payload));
      form.append('ftPerfilResp', cadastro.fotoPerfil);
      if (cadastro.fotoRg) form.append('ftRgResp', cadastro.fotoRg);
      return api.postForm<ConviteAceito>(url, form);
    },
    onSuccess: (result, cadastro) => {
      if (result.conta && cadastro) rememberLogin(cadastro.email);
      setSelectedChildId(result.idDisc);
      // Who is signed in, and which children they have, just changed.
      queryClient.clear();
    },
  });
}

/** Leaves the current account (to accept with the invited one) without leaving the invitation page. */
export function useSairDaConta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ ok: true }>('/api/sessao/sair'),
    onSettled: () => {
      forgetLogin();
      queryClient.clear();
    },
  });
}
