import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { answerWithin } from '../../lib/answer-within';

export type DiskProbe = { writable(): Promise<boolean> };

/**
 * Whether DATA_DIR (the embedded database, uploads, the mail folder) can take a write: a tiny file is
 * written, synced and removed. Bounded in time (a hung disk counts as unwritable) and remembered briefly,
 * so a load balancer polling health costs one probe every few seconds.
 */
export function createDiskProbe(
  dir: string,
  options: { timeoutMs?: number; cacheMs?: number } = {},
): DiskProbe {
  const timeoutMs = options.timeoutMs ?? 800;
  const cacheMs = options.cacheMs ?? 2_000;
  let last: { at: number; ok: boolean } | null = null;
  let pending: Promise<boolean> | null = null;
  // A probe stuck in the kernel keeps a thread of the pool: never start a second one beside it.
  let stuck: Promise<unknown> | null = null;

  const probe = async (): Promise<boolean> => {
    if (stuck) return false;
    const attempt = writeAndRemove(dir);
    const ok = await answerWithin(attempt, timeoutMs, false);
    if (!ok) {
      stuck = attempt.finally(() => (stuck = null));
    }
    return ok;
  };

  return {
    writable() {
      if (last && Date.now() - last.at < cacheMs) return Promise.resolve(last.ok);
      pending ??= probe()
        .then((ok) => {
          last = { at: Date.now(), ok };
          return ok;
        })
        .finally(() => (pending = null));
      return pending;
    },
  };
}

async function writeAndRemove(dir: string): Promise<boolean> {
  const file = path.join(dir, `.disco-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
  try {
    await fs.mkdir(dir, { recursive: true });
    const handle = await fs.open(file, 'w', 0o600);
    try {
      await handle.writeFile('lunna');
      await handle.sync();
    } finally {
      await handle.close();
    }
    return true;
  } catch {
    return false;
  } finally {
    await fs.rm(file, { force: true }).catch(() => {});
  }
}
