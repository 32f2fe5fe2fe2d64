import type { DiscenteRead, ResponsavelDados, ResponsavelRead } from '@lunna/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, isApiError } from './api-client';
import { useSession } from './session';
import { getSelectedChildId, setSelectedChildId } from './storage';

/** The signed-in guardian with their children (the spec's "guardian as read"). */
export function useResponsavel() {
  const session = useSession();
  const email = session.data?.papel === 'responsavel' ? session.data.email : undefined;
  return useQuery({
    queryKey: ['responsavel', email],
    queryFn: ({ signal }) =>
      api.get<ResponsavelRead>(`/api/responsavel/email/${encodeURIComponent(email ?? '')}`, signal),
    enabled: Boolean(email),
  });
}

/**
 * Offline, a page that keeps a copy of its information (menu, routine) still needs to know whose: the family
 * record itself is never saved on the device (it holds the health record), so the page opens for the child
 * last shown on this device. Null when the error is not the network's, or no child was shown here yet.
 */
export function offlineChild(error: unknown): { idDisc: string; nomeDisc: string } | null {
  if (!isApiError(error, 0)) return null;
  const idDisc = getSelectedChildId();
  return idDisc ? { idDisc, nomeDisc: '' } : null;
}

/** Remembers the child a page shows (its id only), so the same child opens when the device is offline. */
export function useRememberChild(idDisc: string | undefined): void {
  useEffect(() => {
    if (idDisc && getSelectedChildId() !== idDisc) setSelectedChildId(idDisc);
  }, [idDisc]);
}

/** The child the guardian picked, falling back to the first one when none (or an unknown one) is stored. */
export function pickSelectedChild<C extends Pick<DiscenteRead, 'idDisc'>>(
  children: C[],
  storedId: string | null = getSelectedChildId(),
): C | undefined {
  return children.find((child) => child.idDisc === storedId) ?? children[0];
}

/** The guardian's own pictures: profile photo (`ftPerfilResp`) and RG (`ftRgResp`). */
export type ArquivoResponsavel = 'ftPerfilResp' | 'ftRgResp';
const ARQUIVO_PATH: Record<ArquivoResponsavel, string> = {
  ftPerfilResp: '/api/responsavel/foto',
  ftRgResp: '/api/responsavel/documento',
};

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
