import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * LISTEN on a channel: `aoAvisar` runs at each NOTIFY (and once each time listening starts again after a
 * gap, since a NOTIFY sent meanwhile was lost). Resolves to a function that stops listening.
 */
export type EscutaBanco = (canal: string, aoAvisar: () => void) => Promise<() => Promise<void>>;

/** The embedded database: one process, its own client delivers notifications after each commit. */
export function escutaPglite(client: PGlite): EscutaBanco {
  return async (canal, aoAvisar) => client.listen(canal, () => aoAvisar());
}

const RECONEXAO_MIN_MS = 500;
const RECONEXAO_MAX_MS = 5_000;

/**
 * PostgreSQL: a dedicated connection, outside the pool (a LISTEN holds its connection for good, and a
 * pooled one would be handed to requests). When it drops (restart, failover, the database away) it
 * reconnects by itself with a growing delay; the sweep covers what was sent while it was away.
 */
export function escutaPostgres(connectionString: string, options: { connectTimeoutMs: number }): EscutaBanco {
  return async (canal, aoAvisar) => {
    let parado = false;
    let atual: pg.Client | null = null;
    let timer: NodeJS.Timeout | null = null;
    let atraso = RECONEXAO_MIN_MS;

    const agendar = () => {
      if (parado || timer) return;
      timer = setTimeout(() => {
        timer = null;
        void conectar();
      }, atraso);
      atraso = Math.min(atraso * 2, RECONEXAO_MAX_MS);
    };

    async function conectar() {
      if (parado) return;
      const client = new pg.Client({
        connectionString,
        connectionTimeoutMillis: options.connectTimeoutMs,
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
      });
      client.on('error', () => {});
      client.on('notification', (n) => {
        if (n.channel === canal) aoAvisar();
      });
      client.on('end', () => {
        if (atual !== client) return;
        atual = null;
        agendar();
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${pg.escapeIdentifier(canal)}`);
      } catch {
        (
          client as unknown as { connection?: { stream?: { destroy(): void } } }
        ).connection?.stream?.destroy();
        agendar();
        return;
      }
      if (parado) {
        await client.end().catch(() => {});
        return;
      }
      atual = client;
      atraso = RECONEXAO_MIN_MS;
      aoAvisar();
    }

    await conectar();
    return async () => {
      parado = true;
      if (timer) clearTimeout(timer);
      const client = atual;
      atual = null;
      await client?.end().catch(() => {});
    };
  };
}
