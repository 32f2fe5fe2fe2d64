import type {
  CapturaResponse,
  PagamentoConfig,
  PedidoCriado,
  PedidoPayload,
  PlanoRead,
  SandboxDecisaoPayload,
} from '@lunna/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiRequest, isApiError } from '../../../lib/api-client';

export type Idioma = 'pt-BR' | 'en' | 'es' | 'fr';

/** The plans as the server prices them, with their texts in the interface language. */
export function usePlanos(idioma: Idioma) {
  return useQuery({
    queryKey: ['planos', idioma],
    queryFn: ({ signal }) => api.get<PlanoRead[]>(`/api/planos?idioma=${encodeURIComponent(idioma)}`, signal),
    staleTime: 5 * 60_000,
    // A language change keeps the page (and what was typed) while the texts are fetched again.
    placeholderData: keepPreviousData,
  });
}

/** Which provider's buttons to show (the sandbox, or PayPal with its public client id). */
export function usePagamentoConfig() {
  return useQuery({
    queryKey: ['pagamento', 'config'],
    queryFn: ({ signal }) => api.get<PagamentoConfig>('/api/pagamento/config', signal),
    staleTime: Infinity,
  });
}

/** Only the plan's id, the period and the school's details travel: the server decides the amount. */
export const criarPedido = (payload: PedidoPayload) =>
  api.post<PedidoCriado>('/api/pagamento/pedido', payload);

export const decidirNoSandbox = (idPagamento: string, decisao: SandboxDecisaoPayload['decisao']) =>
  api.post<unknown>(`/api/pagamento/sandbox/${encodeURIComponent(idPagamento)}/decisao`, { decisao });

export const cancelarPedido = (idPagamento: string) =>
  api.post<unknown>(`/api/pagamento/pedido/${encodeURIComponent(idPagamento)}/cancelar`);

const NETWORK_RETRIES = 2;

/**
 * Captures an approved order. The same Idempotency-Key goes with every attempt at the same capture,
 * so a retry after a lost answer is recorded once by the server; only network failures are retried here.
 */
export async function capturarPedido(idPagamento: string, idempotencyKey: string): Promise<CapturaResponse> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await apiRequest<CapturaResponse>(
        `/api/pagamento/pedido/${encodeURIComponent(idPagamento)}/captura`,
        {
          method: 'POST',
          headers: { 'Idempotency-Key': idempotencyKey },
        },
      );
    } catch (error) {
      if (!isApiError(error, 0) || attempt >= NETWORK_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
    }
  }
}
