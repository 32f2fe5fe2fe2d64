/**
 * The work's answer, or `fallback` once `ms` have passed: a readiness check must answer in time even when
 * what it asks (the database, Redis, the disk) does not. The work itself is not cancelled.
 */
export async function answerWithin<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
