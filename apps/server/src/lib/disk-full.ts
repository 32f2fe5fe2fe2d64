import { msg } from '@lunna/contract';
import { AppError } from './app-error';

/** The disk cannot take the write: full, over quota, read-only, or the folder's permissions were lost. */
const CANNOT_WRITE = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES']);
/** Raised by any write, so they mean "no room" wherever they come from. */
const NO_ROOM = new Set([
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  // PostgreSQL (and the embedded database) cannot extend a file: SQLSTATE disk_full.
  '53100',
]);

export const semEspaco = () => new AppError(507, 'SEM_ESPACO', msg.semEspaco);

const codeOf = (err: unknown) => (err as { code?: unknown } | null)?.code;

/** For a failed write to a file: true when the disk, not the request, is at fault. */
export function isUnwritable(err: unknown): boolean {
  return CANNOT_WRITE.has(String(codeOf(err)));
}

/** For any failure (a query, a job's write): true when it says there is no room left. */
export function isNoRoom(err: unknown): boolean {
  if (NO_ROOM.has(String(codeOf(err)))) return true;
  // Drizzle wraps the driver's error in `cause`.
  const cause = (err as { cause?: unknown } | null)?.cause;
  return cause !== undefined && cause !== err && NO_ROOM.has(String(codeOf(cause)));
}
