import type { FanOut } from './broker';

/**
 * Word that a person's sessions changed (signed out, a session ended from the list, a password change or
 * reset, a staff deactivation, the account deleted), carried to every instance so the one holding a socket
 * of an ended session closes it at once instead of at the next periodic check: a socket must not keep
 * delivering private messages for a session that no longer exists. The database is the truth: each
 * instance checks its sockets of that person again and ends those whose session is gone.
 */
export interface SessoesAoVivo {
  /** Call after the change is committed. Never throws: the periodic check is the fallback. */
  encerradas(usuarioId: string): Promise<void>;
}

/**
 * Word that something a session carries may have changed for a person (any change they made: their
 * name, e-mail, the password typed again...), so every instance drops its cached lookups of their
 * sessions (contexts/conta/auth/session-cache). Sockets are not checked for it.
 */
export interface SessoesAlteradas {
  /** Call after the change is committed. Never throws: the cache's short lifetime is the fallback. */
  alteradas(usuarioId: string): Promise<void>;
}

/** The fan-out's destination for this word (its own channel: the chat's broker never sees it). */
export const DESTINO_SESSOES_ENCERRADAS = 'sessoes-encerradas';
export const DESTINO_SESSOES_ALTERADAS = 'sessoes-alteradas';

export function criarSessoesAoVivo(
  controle: FanOut,
  reportError: (error: unknown) => void,
): SessoesAoVivo &
  SessoesAlteradas & {
    /** This instance's handler (the real-time layer's connections); returns a function that stops it. */
    aoEncerrar(handler: (usuarioId: string) => void): () => void;
    /** This instance's handler for either word, ended or changed (the session cache). */
    aoMudar(handler: (usuarioId: string) => void): () => void;
  } {
  const publicar = async (destino: string, usuarioId: string) => {
    try {
      await controle.publish(destino, usuarioId);
    } catch (error) {
      reportError(error);
    }
  };
  return {
    encerradas: (usuarioId) => publicar(DESTINO_SESSOES_ENCERRADAS, usuarioId),
    alteradas: (usuarioId) => publicar(DESTINO_SESSOES_ALTERADAS, usuarioId),
    aoEncerrar(handler) {
      return controle.onMessage((destination, usuarioId) => {
        if (destination === DESTINO_SESSOES_ENCERRADAS) handler(usuarioId);
      });
    },
    aoMudar(handler) {
      return controle.onMessage((destination, usuarioId) => {
        if (destination === DESTINO_SESSOES_ENCERRADAS || destination === DESTINO_SESSOES_ALTERADAS)
          handler(usuarioId);
      });
    },
  };
}
