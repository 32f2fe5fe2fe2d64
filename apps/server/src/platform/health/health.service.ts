import type { AppContext } from '../../app-context';
import { answerWithin } from '../../lib/answer-within';
import { createDiskProbe } from './disk-probe';
import { HEALTH_CHECK_TIMEOUT_MS, healthRepository } from './health.repository';
import { createMigrationsCheck, type Migracoes } from './migrations-check';

type Checks = [up: boolean, writable: boolean, redis: 'up' | 'down' | 'desligado'];

export type Health = {
  status: 'ok' | 'degradado' | 'indisponivel';
  database: 'up' | 'down';
  redis: 'up' | 'down' | 'desligado';
  disco: 'ok' | 'cheio';
};
export type Readiness = Health & { armazenamento: 'ok' | 'indisponivel'; migracoes: Migracoes };

const healthOf = ([up, writable, redis]: Checks, ready: boolean): Health => ({
  // Redis down still serves (no live delivery between instances): degraded, not out of rotation.
  status: !ready ? 'indisponivel' : redis === 'down' ? 'degradado' : 'ok',
  database: up ? 'up' : 'down',
  redis,
  disco: writable ? 'ok' : 'cheio',
});

/**
 * The instance's health (`/health`) and readiness for traffic (`/health/ready`). While the instance sheds
 * load (`overloaded`) both answer at once with the last answers, and the checks refresh behind: every await
 * would wait a whole turn of a busy loop (a disk probe takes several). Ready again at the first probe after
 * the refusals stop.
 */
export function createHealthChecks(ctx: AppContext) {
  const disk = createDiskProbe(ctx.config.dataDir);
  const migrations = createMigrationsCheck(ctx.db);
  let lastChecks: Checks = [true, true, 'desligado'];
  let lastReady: Pick<Readiness, 'armazenamento' | 'migracoes'> = {
    armazenamento: 'ok',
    migracoes: 'desconhecido',
  };
  const runChecks = (overloaded: boolean) =>
    Promise.all([
      overloaded ? true : healthRepository.databaseUp(ctx.db, ctx.databaseAvailability),
      disk.writable(),
      ctx.redis.estado(),
    ]).then((answers): Checks => (lastChecks = answers));

  return {
    async health(overloaded: boolean): Promise<{ ready: boolean; body: Health }> {
      const pending = runChecks(overloaded);
      // Refreshed behind: a failure there is the next probe's to report.
      if (overloaded) pending.catch(() => {});
      const checks = overloaded ? lastChecks : await pending;
      const ready = checks[0] && checks[1] && !overloaded;
      return { ready, body: healthOf(checks, ready) };
    },

    async readiness(overloaded: boolean): Promise<{ ready: boolean; body: Readiness }> {
      if (overloaded) {
        runChecks(true).catch(() => {});
        return { ready: false, body: { ...healthOf(lastChecks, false), ...lastReady } };
      }
      const [checks, stored, migracoes] = await Promise.all([
        runChecks(false),
        answerWithin(
          ctx.storage.probe().then(
            () => true,
            () => false,
          ),
          HEALTH_CHECK_TIMEOUT_MS,
          false,
        ),
        answerWithin(migrations.state(), HEALTH_CHECK_TIMEOUT_MS, 'desconhecido' as const),
      ]);
      lastReady = { armazenamento: stored ? 'ok' : 'indisponivel', migracoes };
      const ready = checks[0] && checks[1] && stored && migracoes === 'ok';
      return { ready, body: { ...healthOf(checks, ready), ...lastReady } };
    },
  };
}
