import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import sockjs from 'sockjs';
import type { StompConnections } from './stomp-connections';
import { MAX_BUFFERED_BYTES, MAX_WS_MESSAGE_BYTES } from './ws-transport';

type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * sockjs 0.3 tells nothing about what waits to be sent. Its session keeps the messages no receiver has
 * taken yet (`send_buffer`, while a polling client is between requests) and its receiver holds the socket
 * the rest is written to; both are read defensively, and count as nothing if they are not there.
 */
function pendingBytes(conn: sockjs.Connection): number {
  const session = (conn as unknown as { _session?: Record<string, unknown> })._session;
  if (!session) return 0;
  let bytes = 0;
  const buffer = session.send_buffer;
  if (Array.isArray(buffer)) for (const item of buffer) bytes += typeof item === 'string' ? item.length : 0;
  const recv = session.recv as
    | { connection?: { writableLength?: number }; response?: { connection?: { writableLength?: number } } }
    | null
    | undefined;
  const socket = recv?.connection ?? recv?.response?.connection;
  return bytes + (typeof socket?.writableLength === 'number' ? socket.writableLength : 0);
}

export type SockjsDeps = {
  connections: StompConnections;
  prefix: string;
  /** Where SockJS's iframe page loads the client from: our own copy, never a CDN. */
  clientScriptUrl: string;
  log: (severity: string, message: string) => void;
};

/**
 * STOMP over SockJS, for the spec's SockJS + STOMP client. SockJS answers its own paths under `prefix`
 * (`/info`, `/<server>/<session>/<transport>`) before Fastify sees the request. It does not pass cookies
 * to the server, so these connections authenticate with the token in CONNECT only; no cookie, hence no
 * cross-site hijacking to guard against here.
 */
export function createSockjsEndpoint({ connections, prefix, clientScriptUrl, log }: SockjsDeps) {
  const options: sockjs.ServerOptions & { faye_server_options: { maxLength: number } } = {
    prefix,
    log,
    sockjs_url: clientScriptUrl,
    // Its WebSocket transport takes messages as large as the plain endpoint's, no larger.
    faye_server_options: { maxLength: MAX_WS_MESSAGE_BYTES },
  };
  const server = sockjs.createServer(options);
  const open = new Set<sockjs.Connection>();
  /** Sockets SockJS took over with an upgrade: the HTTP server no longer tracks them. */
  const upgraded = new Set<Duplex>();

  server.on('connection', (conn: sockjs.Connection | null) => {
    // sockjs can announce a session that closed before it opened.
    if (!conn) return;
    open.add(conn);
    const connection = connections.open({
      send(text) {
        if (pendingBytes(conn) > MAX_BUFFERED_BYTES) {
          conn.close();
          throw new Error('a SockJS client stopped reading: dropped');
        }
        conn.write(text);
      },
      close: () => conn.close(),
    });
    conn.on('data', (message: string) => connection.receive(message));
    conn.on('close', () => {
      open.delete(conn);
      connection.transportClosed();
    });
  });

  return {
    /**
     * Installs SockJS on the HTTP server and hands back its upgrade listener, which the caller calls for
     * SockJS's paths only (SockJS would otherwise take the plain WebSocket's `/api/ws` as its own).
     */
    install(httpServer: HttpServer): UpgradeListener {
      // installHandlers puts SockJS in front of the 'request' listeners (Fastify's) and the 'upgrade' ones,
      // calling those only for paths not its own. Its upgrade listener is taken back out.
      const before = httpServer.listeners('upgrade');
      server.installHandlers(httpServer);
      const installed = httpServer.listeners('upgrade') as UpgradeListener[];
      httpServer.removeAllListeners('upgrade');
      for (const listener of before) httpServer.on('upgrade', listener as UpgradeListener);
      return (request, socket, head) => {
        upgraded.add(socket);
        socket.once('close', () => upgraded.delete(socket));
        for (const listener of installed) listener.call(httpServer, request, socket, head);
      };
    },

    /**
     * Asks every SockJS connection to close with 1012 "service restart" (the client reconnects, to another
     * instance behind the load balancer), then drops the sockets still open after `graceMs`.
     */
    async close(graceMs: number): Promise<void> {
      // @types/sockjs types the code as a string; the close frame carries the number.
      for (const conn of open) conn.close(1012 as never, 'service restart');
      const deadline = Date.now() + graceMs;
      while (upgraded.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      for (const socket of upgraded) socket.destroy();
      upgraded.clear();
    },
  };
}
