import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** A readiness check must answer in time even when the database does not: past this, it counts as down. */
export const HEALTH_CHECK_TIMEOUT_MS = 800;

export const healthRepository = {
  async databaseUp(db: Db, availability?: { up(): boolean }): Promise<boolean> {
    // Known to be away (the probe said so): no need to wait for a query to find out again.
    if (availability && !availability.up()) return false;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>(
      (resolve) => (timer = setTimeout(() => resolve(false), HEALTH_CHECK_TIMEOUT_MS)),
    );
    const answered = db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([answered, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  },
};
