import type { DiscenteRead, ResponsavelDados, ResponsavelRead } from '@lunna/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { useSession } from './session';
import { getSelectedChildId } from './storage';

/** The signed-in guardian with their children (the spec's "guardian as read"). */
export function useResponsavel() {
  const session = useSession();
  const email = session.data?.papel === 'responsavel' ? session.data.email : undefined;
  return useQuery({
    queryKey: ['responsavel', email],
    queryFn: ({ signal }) => api.get<ResponsavelRead>(`/api/responsavel/email/${encodeURIComponent(email ?? '')}`, signal),
    enabled: Boolean(email),
  });
}

/** The child the guardian picked, falling back to the first one when none (or an unknown one) is stored. */
export function pickSelectedChild(children: DiscenteRead[], storedId: string | null = getSelectedChildId()) {
  return children.find((child) => child.idDisc === storedId) ?? children[0];
}

/** The guardian's own pictures: profile photo (`ftPerfilResp`) and RG (`ftRgResp`). */
export type ArquivoResponsavel = 'ftPerfilResp' | 'ftRgResp';
const ARQUIVO_PATH: Record<ArquivoResponsavel, string> = { ftPerfilResp: '/api/responsavel/foto', ftRgResp: '/api/responsavel/documento' };

/** Replaces the guardian's photo or RG picture; every view of the guardian (banner, dashboard, 'Meus dados') refreshes. */
export function useUploadResponsavelArquivo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ field, file }: { field: ArquivoResponsavel; file: File }) => {
      const data = new FormData();
      data.append(field, file);
      return api.postForm<ResponsavelDados>(ARQUIVO_PATH[field], data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['responsavel'] }),
  });
}
