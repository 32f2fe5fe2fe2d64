import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../app-context';
import type { JobHandler } from '../../../platform/jobs/job-runner';
import { sendAlertEmails } from './alerta.notices';
import { runUnexpectedAbsence } from './ausencia-inesperada';
import { ALERTA_JOBS, runDailyPlan } from './daily-plan';
import { runPickupReminder } from './pickup-reminder';

export type AlertaJobDeps = Pick<AppContext, 'db' | 'mailer' | 'clock'> & {
  log: FastifyBaseLogger;
  publicUrl: string;
};

/**
 * Timed safety work: each school's daily plan, the pickup reminder 30 minutes before pickup, the
 * unexpected-absence check, and the e-mails of alerts. Handlers use the time the runner gives them.
 */
export const alertaJobs = (deps: AlertaJobDeps): Record<string, JobHandler> => ({
  [ALERTA_JOBS.plano]: (payload, now) => runDailyPlan(deps.db, payload, now),
  [ALERTA_JOBS.lembrete]: (payload, now) => runPickupReminder(deps, payload, now),
  [ALERTA_JOBS.ausencia]: async (payload, now) => void (await runUnexpectedAbsence(deps.db, payload, now)),
  [ALERTA_JOBS.email]: (payload) => sendAlertEmails(deps, payload),
});

export { bootstrapDailyPlans } from './daily-plan';
