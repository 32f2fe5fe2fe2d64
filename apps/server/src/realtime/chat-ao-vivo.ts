import type { MensagemEnviada } from '../features/chat/chat.service';

/**
 * Delivers a message stored outside a socket (sent over REST while the sender's socket was down) to the
 * people who should see it live, the way a SEND over STOMP is. Bound to the chat gateway once the real-time
 * layer starts; before that (or in an app without it) delivery waits for the clients' catch-up.
 */
export interface ChatAoVivo {
  entregar(enviada: MensagemEnviada): Promise<void>;
}

export function criarChatAoVivo(): ChatAoVivo & { ligar(entregar: ChatAoVivo['entregar']): void } {
  let entregarAgora: ChatAoVivo['entregar'] | null = null;
  return {
    ligar(entregar) {
      entregarAgora = entregar;
    },
    async entregar(enviada) {
      await entregarAgora?.(enviada);
    },
  };
}
