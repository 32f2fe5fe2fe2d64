import type {
  AutorizadoRead,
  AutorizadosDaCrianca,
  DiscenteResumo,
  HistoricoAutorizado,
  RestricaoRead,
  TurmaRead,
  autorizadoBuscaForm,
  restricaoCustodiaForm,
} from '@lunna/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiRequest } from '../../../lib/api-client';

export type AutorizadoPayload = z.output<typeof autorizadoBuscaForm>;
export type RestricaoPayload = z.output<typeof restricaoCustodiaForm>;

const listKey = (idDisc: string) => ['autorizados', idDisc] as const;
const historyKey = (idDisc: string) => ['autorizados', idDisc, 'historico'] as const;

/** The child's guardians and authorised people (and, for staff, the custody restrictions). */
export function useAutorizados(idDisc: string) {
  return useQuery({
    queryKey: listKey(idDisc),
    queryFn: ({ signal }) => api.get<AutorizadosDaCrianca>(`/api/discente/${idDisc}/autorizados`, signal),
  });
}

/** Loaded only when the history is opened. */
export function useHistorico(idDisc: string, enabled: boolean) {
  return useQuery({
    queryKey: historyKey(idDisc),
    queryFn: ({ signal }) =>
      api.get<HistoricoAutorizado[]>(`/api/discente/${idDisc}/autorizados/historico`, signal),
    enabled,
  });
}

/** Thrown when the person was saved but the photo was not: the dialog keeps the saved entry. */
export class FotoNaoEnviada extends Error {
  readonly saved: AutorizadoRead;
  constructor(saved: AutorizadoRead, cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.saved = saved;
  }
}

/** Adds or edits a person, then sends the photo if one was chosen. */
export function useSaveAutorizado(idDisc: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      idAutorizado,
      form,
      foto,
    }: {
      idAutorizado: string | null;
      form: AutorizadoPayload;
      foto: File | null;
    }) => {
      const saved = idAutorizado
        ? await apiRequest<AutorizadoRead>(`/api/autorizados/${idAutorizado}`, { method: 'PUT', json: form })
        : await api.post<AutorizadoRead>(`/api/discente/${idDisc}/autorizados`, form);
      if (!foto) return saved;
      const data = new FormData();
      data.append('foto', foto);
      try {
        return await apiRequest<AutorizadoRead>(`/api/autorizados/${saved.idAutorizado}/foto`, {
          method: 'PUT',
          formData: data,
        });
      } catch (error) {
        throw new FotoNaoEnviada(saved, error);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey(idDisc) }),
  });
}

export function useRemoveAutorizado(idDisc: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idAutorizado: string) => api.delete<{ ok: true }>(`/api/autorizados/${idAutorizado}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey(idDisc) }),
  });
}

export function useCreateRestricao(idDisc: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: RestricaoPayload) =>
      api.post<RestricaoRead>(`/api/discente/${idDisc}/restricoes`, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey(idDisc) }),
  });
}

export function useRevokeRestricao(idDisc: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idRestricao: string) => api.delete<{ ok: true }>(`/api/restricoes/${idRestricao}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey(idDisc) }),
  });
}

export type ChildOption = { idDisc: string; nomeDisc: string; imgDisc: string | null };
export type ChildGroup = { label: string | null; children: ChildOption[] };

/**
 * The children a staff member may look up, grouped by class: an educator's classes, or for the director
 * every class plus the school's children who are in none.
 */
export function useStaffChildren(director: boolean) {
  return useQuery({
    queryKey: ['autorizados', 'criancas', director],
    queryFn: async ({ signal }): Promise<ChildGroup[]> => {
      const turmas = await api.get<TurmaRead[]>('/api/turma', signal);
      const groups: ChildGroup[] = turmas.map((t) => ({ label: t.nomeTurma, children: t.discentes }));
      if (director) {
        const inClass = new Set(turmas.flatMap((t) => t.discentes.map((d) => d.idDisc)));
        const rest = (await api.get<DiscenteResumo[]>('/api/discente/resumo', signal)).filter(
          (d) => !inClass.has(d.idDisc),
        );
        if (rest.length > 0) groups.push({ label: null, children: rest });
      }
      return groups.filter((g) => g.children.length > 0);
    },
  });
}
