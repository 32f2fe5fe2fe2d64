/** The constraint name of a PostgreSQL unique violation (23505), whichever driver or wrapper raised it. */
export function uniqueViolation(err: unknown): string | null {
  let current: unknown = err;
  for (let depth = 0; current && depth < 3; depth++) {
    const e = current as {
      code?: string;
      constraint?: string;
      detail?: string;
      message?: string;
      cause?: unknown;
    };
    if (e.code === '23505') return e.constraint ?? e.detail ?? e.message ?? 'unique';
    current = e.cause;
  }
  return null;
}
