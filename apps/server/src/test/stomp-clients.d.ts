/** The parts of the spec's browser client libraries (no type packages exist for them) the tests use. */

declare module 'sockjs-client' {
  export default class SockJS {
    constructor(
      url: string,
      protocols?: string | string[] | null,
      options?: { transports?: string | string[]; timeout?: number },
    );
    readonly readyState: number;
    readonly transport?: string;
    onopen: (() => void) | null;
    onclose: ((event: { code: number; reason: string }) => void) | null;
    onmessage: ((event: { data: string }) => void) | null;
    send(data: string): void;
    close(code?: number, reason?: string): void;
  }
}

declare module 'stompjs' {
  export interface Frame {
    command: string;
    headers: Record<string, string>;
    body: string;
  }
  export interface Subscription {
    id: string;
    unsubscribe(): void;
  }
  export interface Client {
    heartbeat: { outgoing: number; incoming: number };
    debug: ((message: string) => void) | null;
    connected: boolean;
    connect(
      headers: Record<string, string>,
      onConnect: (frame: Frame) => void,
      onError?: (error: Frame | string) => void,
    ): void;
    subscribe(
      destination: string,
      callback: (message: Frame) => void,
      headers?: Record<string, string>,
    ): Subscription;
    send(destination: string, headers?: Record<string, string>, body?: string): void;
    disconnect(callback?: () => void): void;
  }
  const Stomp: { over(socket: unknown): Client };
  export default Stomp;
}
