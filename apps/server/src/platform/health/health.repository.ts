import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answerWithin } from '../../lib/answer-within';

/** A readiness check must answer in time even when the database does not: past this, it counts as down. */
export const HEALTH_CHECK_TIMEOUT_MS = 800;

export const healthRepository = {
  async databaseUp(db: Db, availability?: { up(): boolean }): Promise<boolean> {
    // Known to be away (the probe said so): no need to wait for a query to find out again.
    if (availability && !availability.up()) return false;
    const answered = db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    return answerWithin(answered, HEALTH_CHECK_TIMEOUT_MS, false);
  },
};
