import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { StompConnections } from './stomp-connections';

/** Bytes queued for one socket before it counts as too slow and is dropped, so it cannot hold server memory. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** One WebSocket message; the STOMP parser limits each frame further. */
export const MAX_WS_MESSAGE_BYTES = 256 * 1024;

/**
 * Whether a browser page at `origin` may open the plain WebSocket. Browsers send the cookie with a
 * WebSocket handshake to any site, so without this check another site could chat as the guardian whose
 * browser visits it. Accepted: no Origin (not a browser: it has no cookie of someone else's to use), the
 * public address's origin, and an origin naming the host the request was sent to (the same site reached
 * by another name, such as the development server's proxy).
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  publicUrl: string,
): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === new URL(publicUrl).origin) return true;
  return host !== undefined && parsed.host === host.toLowerCase();
}

/** Answers an upgrade that will not happen with a plain HTTP status and drops the socket. */
export function refuseUpgrade(socket: Duplex, status: 403 | 404 | 503, text: string): void {
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function bytesOf(data: RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? new Uint8Array(data) : data;
}

export type PlainWsDeps = {
  connections: StompConnections;
  publicUrl: string;
  /** The session token in the upgrade request's cookies, if any. */
  cookieToken: (request: IncomingMessage) => string | undefined;
  reportError: (error: unknown) => void;
};

/** STOMP over a plain WebSocket: each WebSocket message is handed to the connection as it comes. */
export function createPlainWsEndpoint({ connections, publicUrl, cookieToken, reportError }: PlainWsDeps) {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_WS_MESSAGE_BYTES,
    perMessageDeflate: false,
  });

  function attach(ws: WebSocket, token: string | undefined): void {
    const connection = connections.open(
      {
        send(text) {
          if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
            ws.terminate();
            throw new Error('a WebSocket client stopped reading: dropped');
          }
          ws.send(text);
        },
        close: () => ws.close(1000),
      },
      token,
    );
    ws.on('message', (data) => connection.receive(bytesOf(data)));
    ws.on('close', () => connection.transportClosed());
    // A broken socket (an oversize message, a reset) is followed by 'close'; it is not the server's failure.
    ws.on('error', () => {});
  }

  return {
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
      if (!originAllowed(request.headers.origin, request.headers.host, publicUrl)) {
        return refuseUpgrade(socket, 403, 'Forbidden');
      }
      try {
        wss.handleUpgrade(request, socket, head, (ws) => attach(ws, cookieToken(request)));
      } catch (error) {
        reportError(error);
        socket.destroy();
      }
    },

    /**
     * Asks every socket to close with 1012 "service restart" (the client reconnects, to another instance behind
     * the load balancer), then drops those still open after `graceMs`.
     */
    async close(graceMs: number): Promise<void> {
      for (const ws of wss.clients) ws.close(1012, 'service restart');
      const deadline = Date.now() + graceMs;
      while (wss.clients.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
