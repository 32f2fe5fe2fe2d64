import fs from 'node:fs';
import lockfile from 'proper-lockfile';

/**
 * PGlite is one process's PostgreSQL: a second process opening the same folder does not fail, it
 * silently keeps its own view and the two lose each other's writes. So the folder is held with a lock
 * (a `<dir>.lock` directory whose mtime the holder refreshes) for as long as the database is open.
 */
export type EmbeddedLockOptions = {
  /** How long a starting process waits for the previous one (a restart) before giving up. */
  waitMs: number;
  /** Told every few seconds while waiting, so an operator sees why the start is slow. */
  onWait?: (message: string) => void;
  /** The lock was lost (the process stalled past `staleMs` and another took it): stop writing at once. */
  onCompromised: (err: Error) => void;
  /** A holder that has not refreshed the lock for this long is gone (kill -9, power loss). */
  staleMs?: number;
};

export class EmbeddedDatabaseLockedError extends Error {}

export type EmbeddedLock = { release(): Promise<void> };

const RETRY_MS = 500;
const TELL_EVERY_MS = 5_000;

export async function lockEmbeddedDatabase(dir: string, options: EmbeddedLockOptions): Promise<EmbeddedLock> {
  fs.mkdirSync(dir, { recursive: true });
  const ownerFile = `${dir}.lock-pid`;
  const deadline = Date.now() + options.waitMs;
  let toldAt = 0;
  for (;;) {
    try {
      const release = await lockfile.lock(dir, {
        lockfilePath: `${dir}.lock`,
        stale: options.staleMs ?? 10_000,
        onCompromised: options.onCompromised,
      });
      // Only for the message a blocked process prints; the lock itself does not depend on it.
      fs.writeFileSync(ownerFile, String(process.pid));
      return {
        async release() {
          fs.rmSync(ownerFile, { force: true });
          await release();
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
      const holder = heldBy(ownerFile);
      if (Date.now() >= deadline) {
        throw new EmbeddedDatabaseLockedError(
          `Outro processo do Lunna já usa o banco embutido em ${dir}${holder}. ` +
            'Dois processos no mesmo banco embutido perderiam dados: pare o outro processo, ' +
            'use outra pasta (DATA_DIR) ou um PostgreSQL compartilhado (DATABASE_URL) para várias instâncias.',
        );
      }
      if (Date.now() - toldAt >= TELL_EVERY_MS) {
        toldAt = Date.now();
        options.onWait?.(
          `Aguardando o processo anterior${holder} liberar o banco embutido em ${dir} ` +
            `(até ${Math.ceil((deadline - Date.now()) / 1000)} s)…`,
        );
      }
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(RETRY_MS, Math.max(0, deadline - Date.now()))),
      );
    }
  }
}

function heldBy(ownerFile: string): string {
  try {
    const pid = fs.readFileSync(ownerFile, 'utf8').trim();
    return /^\d+$/.test(pid) ? ` (pid ${pid})` : '';
  } catch {
    return '';
  }
}
