import { DESTINO_ENVIO_GERAL, DESTINO_SALA_GERAL, destinoPrivado } from '@lunna/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMyUsuarioId } from '../../../lib/session';
import {
  realtime,
  useRealtimeConnect,
  useRealtimeState,
  useRealtimeSubscription,
} from '../../../lib/stomp-client';
import { alcancar, caixaDeSaida, registrarMensagem, useConversas } from '../api/chat';
import { lerMensagem } from '../api/chat-cache';

/**
 * The chat while the portal is open, on any page: the school's room and the person's private messages
 * arrive live into the conversations, the list and the menu's badge; the spec's JOIN goes out on each
 * connection; when live again the waiting messages are sent, and after a reconnection what was missed is
 * caught up.
 */
export function useChatAoVivo() {
  const queryClient = useQueryClient();
  const meuId = useMyUsuarioId();
  const conversas = useConversas();
  const temGeral = conversas.data?.some((c) => c.tipo === 'geral') ?? false;
  const state = useRealtimeState();

  const receber = (body: unknown) =>
    void lerMensagem(body).then((mensagem) => {
      if (!mensagem) return;
      caixaDeSaida.eco(mensagem, meuId);
      registrarMensagem(queryClient, mensagem, mensagem.usuarioId === meuId);
    });
  // Only where the person may be: a refused subscription would close the connection.
  useRealtimeSubscription(temGeral ? DESTINO_SALA_GERAL : undefined, receber);
  useRealtimeSubscription(meuId ? destinoPrivado(meuId) : undefined, receber);

  useEffect(() => {
    if (state === 'connected' && temGeral) realtime.publish(DESTINO_ENVIO_GERAL, { status: 'JOIN' });
  }, [state, temGeral]);

  // Live again (a new connection, or the old one after the browser was briefly offline): what waits goes now.
  useEffect(() => {
    if (state === 'connected') caixaDeSaida.reenviar();
  }, [state]);

  useRealtimeConnect(({ reconnect }) => {
    if (reconnect) void alcancar(queryClient, meuId);
  });
}
