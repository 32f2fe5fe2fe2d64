/**
 * STOMP heart-beating (https://stomp.github.io/stomp-specification-1.2.html#Heart-beating): the
 * negotiation of the CONNECT/CONNECTED `heart-beat` headers, and the timers that keep a quiet
 * connection alive and close one whose peer has gone silent.
 */

/** One side's `heart-beat` header: it can send every `sendMs`, it wants to receive every `receiveMs` (0 = never). */
export interface HeartBeatSetting {
  readonly sendMs: number;
  readonly receiveMs: number;
}

/** What was agreed, seen from the server. */
export interface NegotiatedHeartBeat {
  /** How often the server sends something (a frame or an EOL); 0 = never. */
  readonly serverSendsEveryMs: number;
  /** How often the server expects something from the client; 0 = never. */
  readonly serverExpectsEveryMs: number;
}

/**
 * Timers in Node overflow above 2^31-1 ms and then fire at once, which would close a connection on
 * the spot; a day is far beyond any useful interval, so larger values are brought down to it.
 */
export const MAX_HEART_BEAT_MS = 24 * 60 * 60 * 1000;

/** Reads a `heart-beat` header ("cx,cy"); a missing header means no heart-beats; undefined when malformed. */
export function parseHeartBeatHeader(value: string | undefined): HeartBeatSetting | undefined {
  if (value === undefined) return { sendMs: 0, receiveMs: 0 };
  const match = /^\s*([0-9]{1,15})\s*,\s*([0-9]{1,15})\s*$/.exec(value);
  if (!match) return undefined;
  return {
    sendMs: Math.min(Number(match[1]), MAX_HEART_BEAT_MS),
    receiveMs: Math.min(Number(match[2]), MAX_HEART_BEAT_MS),
  };
}

/**
 * Each direction beats only if the sender can and the receiver wants it, at the slower of the two
 * rates (the specification's max rule).
 */
export function negotiateHeartBeat(server: HeartBeatSetting, client: HeartBeatSetting): NegotiatedHeartBeat {
  const rate = (senderMs: number, receiverMs: number) =>
    senderMs === 0 || receiverMs === 0 ? 0 : Math.max(senderMs, receiverMs);
  return {
    serverSendsEveryMs: rate(server.sendMs, client.receiveMs),
    serverExpectsEveryMs: rate(client.sendMs, server.receiveMs),
  };
}

/**
 * The CONNECTED header. It carries the negotiated values: applying the max rule to them on the client
 * gives the same result as applying it to the server's own setting, and it tells the client plainly.
 */
export function formatHeartBeatHeader(negotiated: NegotiatedHeartBeat): string {
  return `${negotiated.serverSendsEveryMs},${negotiated.serverExpectsEveryMs}`;
}

export interface HeartBeatMonitorOptions extends NegotiatedHeartBeat {
  /** The peer is dropped after `serverExpectsEveryMs × grace` of silence, to allow for network delays. */
  readonly grace: number;
  readonly sendHeartBeat: () => void;
  readonly onSilence: () => void;
}

/**
 * Sends a heart-beat only when nothing else went out for a whole interval (any frame counts, as the
 * specification says), and reports silence when nothing at all came in for the allowed time. Each
 * timer is armed for the moment it can next matter instead of being re-armed on every byte.
 */
export class HeartBeatMonitor {
  private lastSentAt = Date.now();
  private lastReceivedAt = Date.now();
  private sendTimer: ReturnType<typeof setTimeout> | undefined;
  private silenceTimer: ReturnType<typeof setTimeout> | undefined;
  private running = false;

  constructor(private readonly options: HeartBeatMonitorOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.lastSentAt = this.lastReceivedAt = Date.now();
    if (this.options.serverSendsEveryMs > 0) this.armSend(this.options.serverSendsEveryMs);
    if (this.options.serverExpectsEveryMs > 0) this.armSilence(this.silenceLimitMs());
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.sendTimer);
    clearTimeout(this.silenceTimer);
    this.sendTimer = this.silenceTimer = undefined;
  }

  noteSent(): void {
    this.lastSentAt = Date.now();
  }

  noteReceived(): void {
    this.lastReceivedAt = Date.now();
  }

  private silenceLimitMs(): number {
    return Math.min(this.options.serverExpectsEveryMs * this.options.grace, MAX_HEART_BEAT_MS);
  }

  private armSend(delayMs: number): void {
    this.sendTimer = setTimeout(() => {
      if (!this.running) return;
      const interval = this.options.serverSendsEveryMs;
      const quietFor = Date.now() - this.lastSentAt;
      if (quietFor >= interval) {
        this.options.sendHeartBeat();
        this.lastSentAt = Date.now();
        if (this.running) this.armSend(interval);
      } else {
        this.armSend(interval - quietFor);
      }
    }, delayMs);
  }

  private armSilence(delayMs: number): void {
    this.silenceTimer = setTimeout(() => {
      if (!this.running) return;
      const limit = this.silenceLimitMs();
      const silentFor = Date.now() - this.lastReceivedAt;
      if (silentFor >= limit) {
        this.stop();
        this.options.onSilence();
      } else {
        this.armSilence(limit - silentFor);
      }
    }, delayMs);
  }
}
