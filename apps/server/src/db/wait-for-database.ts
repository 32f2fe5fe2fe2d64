import pg from 'pg';
import { describeTarget } from './client';

export type WaitOptions = {
  /** Give up after this long (0: one attempt). */
  timeoutMs: number;
  /** Pause between attempts. */
  retryMs: number;
  /** One attempt's limit: a silent server must not hold start-up beyond the bound. */
  connectTimeoutMs: number;
  log(line: string): void;
};

/**
 * Start-up waits for PostgreSQL (it may be restarting alongside Lunna), saying so on every attempt,
 * and gives up with a clear error once the bound has passed, so that a supervisor sees the exit.
 */
export async function waitForDatabase(databaseUrl: string, options: WaitOptions): Promise<void> {
  const target = describeTarget(databaseUrl);
  const started = Date.now();
  const deadline = started + options.timeoutMs;
  const maxAttempts = 1 + Math.ceil(options.timeoutMs / options.retryMs);
  for (let attempt = 1; ; attempt++) {
    const reason = await tryOnce(
      databaseUrl,
      Math.max(100, Math.min(options.connectTimeoutMs, deadline - Date.now())),
    );
    if (!reason) return;
    if (attempt >= maxAttempts || Date.now() + options.retryMs > deadline) {
      const seconds = Math.round((Date.now() - started) / 1000);
      throw new Error(
        `PostgreSQL indisponível em ${target} (${reason}): desistindo após ${attempt} tentativa(s) em ${seconds}s. ` +
          'O Lunna não inicia sem o banco de dados; verifique DATABASE_URL e se o PostgreSQL está no ar (limite: DB_START_TIMEOUT_MS).',
      );
    }
    options.log(
      `PostgreSQL indisponível em ${target} (${reason}); nova tentativa em ${Math.round(options.retryMs / 100) / 10}s (tentativa ${attempt} de ${maxAttempts})`,
    );
    await new Promise((resolve) => setTimeout(resolve, options.retryMs));
  }
}

/** Undefined when PostgreSQL answered, else why not (no credentials or query text in it). */
async function tryOnce(databaseUrl: string, timeoutMs: number): Promise<string | undefined> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    return [code, message].filter(Boolean).join(': ').slice(0, 200) || 'sem resposta';
  } finally {
    (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  }
}
