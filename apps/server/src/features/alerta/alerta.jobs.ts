import type { AppContext } from '../../app-context';
import type { JobHandler } from '../jobs/job-runner';

/** Timed safety work: the pickup reminder and the unexpected-absence check (built with the alerts feature). */
export const alertaJobs = (_deps: Pick<AppContext, 'db' | 'mailer' | 'clock'> & { log: unknown; publicUrl: string }): Record<string, JobHandler> => ({});
