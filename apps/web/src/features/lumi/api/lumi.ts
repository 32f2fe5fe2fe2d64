import type { AvisoLumiRead, ConversaLumi, RespostaLumi } from '@lunna/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { acrescentar, conversaVazia, substituir, type ConversaCache } from './conversa-cache';

/** A guardian's conversation is about one child; staff have one conversation about their school. */
const conversaKey = (idDisc: string | undefined) => ['lumi', 'conversa', idDisc ?? 'equipe'] as const;

/** Query string of the endpoints: only the parameters that have a value. */
function qs(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The conversation, newest page first; `fetchNextPage` brings the page before the oldest one shown. */
export function useConversaLumi(idDisc: string | undefined) {
  return useInfiniteQuery({
    queryKey: conversaKey(idDisc),
    queryFn: ({ pageParam, signal }) =>
      api.get<ConversaLumi>(`/api/lunna-ia/conversa${qs({ idDisc, antes: pageParam ?? undefined })}`, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.maisAntigas,
    // Questions and answers are added to the cache as they happen; a refetch would only reload the same pages.
    staleTime: Infinity,
  });
}

/** Asks Lumi; the question and the answer, as the server kept them, are added to the conversation. */
export function usePerguntarLumi(idDisc: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: string) => api.post<RespostaLumi>(`/api/lunna-ia/chat${qs({ question, idDisc })}`),
    onSuccess: (resposta) =>
      queryClient.setQueryData<ConversaCache>(conversaKey(idDisc), (data) =>
        acrescentar(data, [resposta.pergunta, resposta.resposta]),
      ),
  });
}

export function useLimparConversa(idDisc: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`/api/lunna-ia/conversa${qs({ idDisc })}`),
    onSuccess: () => queryClient.setQueryData<ConversaCache>(conversaKey(idDisc), conversaVazia()),
  });
}

/** The guardian confirms Lumi's offer: the class educators get a "needs attention" alert. */
export function useAvisarEducadoras(idDisc: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idMensagem: string) =>
      api.post<AvisoLumiRead>(`/api/lunna-ia/mensagem/${encodeURIComponent(idMensagem)}/avisar`),
    onSuccess: ({ resposta }) =>
      queryClient.setQueryData<ConversaCache>(conversaKey(idDisc), (data) => substituir(data, resposta)),
  });
}
