import type { Redis } from 'ioredis';
import type { QuemEstaOnline } from './quem-esta-online';

/** Presence as the socket layer keeps it: told when a person's socket opens and closes on this instance. */
export interface RegistroOnline extends QuemEstaOnline {
  entrou(usuarioId: string): void;
  saiu(usuarioId: string): void;
  /** Open sockets of this person on this instance. */
  locais(usuarioId: string): number;
  close(): Promise<void>;
}

/** Counts this instance's sockets per person; enough when there is one instance. */
export class OnlineLocal implements RegistroOnline {
  protected readonly sockets = new Map<string, number>();

  entrou(usuarioId: string): void {
    this.sockets.set(usuarioId, this.locais(usuarioId) + 1);
  }

  saiu(usuarioId: string): void {
    const restantes = this.locais(usuarioId) - 1;
    if (restantes > 0) this.sockets.set(usuarioId, restantes);
    else this.sockets.delete(usuarioId);
  }

  locais(usuarioId: string): number {
    return this.sockets.get(usuarioId) ?? 0;
  }

  async estaOnline(usuarioId: string): Promise<boolean> {
    return this.locais(usuarioId) > 0;
  }

  async close(): Promise<void> {
    this.sockets.clear();
  }
}

export type OnlineRedisOptions = {
  redis: Redis;
  /** This instance's name in the per-person sets. */
  instancia: string;
  /** How long a mark lasts without being refreshed: an instance that dies stops counting after this. */
  ttlMs?: number;
  reportError?: (error: unknown) => void;
};

/**
 * Presence every instance can read: per person, a sorted set of the instances that have a socket of
 * theirs open, scored by when that mark expires. Each instance refreshes its marks while the sockets
 * stay open and removes them when the last one closes, so an instance that crashes stops counting once
 * its marks expire. The set itself expires too, so nothing is left behind for people who leave.
 */
export class OnlineRedis extends OnlineLocal {
  private readonly redis: Redis;
  private readonly instancia: string;
  private readonly ttlMs: number;
  private readonly reportError: (error: unknown) => void;
  private readonly refreshTimer: ReturnType<typeof setInterval>;

  constructor(options: OnlineRedisOptions) {
    super();
    this.redis = options.redis;
    this.instancia = options.instancia;
    this.ttlMs = options.ttlMs ?? 30_000;
    this.reportError = options.reportError ?? (() => {});
    this.refreshTimer = setInterval(() => this.marcar([...this.sockets.keys()]), this.ttlMs / 3);
    // Presence must not keep a closing process alive.
    this.refreshTimer.unref();
  }

  static chave(usuarioId: string): string {
    return `lunna:online:${usuarioId}`;
  }

  override entrou(usuarioId: string): void {
    const primeiro = this.locais(usuarioId) === 0;
    super.entrou(usuarioId);
    if (primeiro) this.marcar([usuarioId]);
  }

  override saiu(usuarioId: string): void {
    super.saiu(usuarioId);
    if (this.locais(usuarioId) === 0) this.desmarcar([usuarioId]);
  }

  /** Here first (no round trip); then any instance whose mark has not expired. Unknown (Redis away): offline. */
  override async estaOnline(usuarioId: string): Promise<boolean> {
    if (this.locais(usuarioId) > 0) return true;
    try {
      return (await this.redis.zcount(OnlineRedis.chave(usuarioId), `(${Date.now()}`, '+inf')) > 0;
    } catch (error) {
      this.reportError(error);
      return false;
    }
  }

  override async close(): Promise<void> {
    clearInterval(this.refreshTimer);
    const pessoas = [...this.sockets.keys()];
    await super.close();
    await this.desmarcar(pessoas);
  }

  private async marcar(usuarioIds: string[]): Promise<void> {
    if (usuarioIds.length === 0) return;
    const expira = Date.now() + this.ttlMs;
    const pipeline = this.redis.pipeline();
    for (const id of usuarioIds) {
      const chave = OnlineRedis.chave(id);
      pipeline.zadd(chave, expira, this.instancia);
      // Marks of instances that died linger as old scores: drop them while here.
      pipeline.zremrangebyscore(chave, '-inf', Date.now());
      pipeline.pexpire(chave, this.ttlMs);
    }
    await this.run(pipeline);
  }

  private async desmarcar(usuarioIds: string[]): Promise<void> {
    if (usuarioIds.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const id of usuarioIds) pipeline.zrem(OnlineRedis.chave(id), this.instancia);
    await this.run(pipeline);
  }

  private async run(pipeline: ReturnType<Redis['pipeline']>): Promise<void> {
    try {
      const results = await pipeline.exec();
      const failed = results?.find(([error]) => error);
      if (failed) this.reportError(failed[0]);
    } catch (error) {
      this.reportError(error);
    }
  }
}
