/** Calendar arithmetic on YYYY-MM-DD dates (at noon UTC, so no time zone or summer time moves the day). */
export function somarDias(data: string, dias: number): string {
  const d = new Date(`${data}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/** The school day before or after: weekends are skipped. */
export function diaUtil(data: string, passo: 1 | -1): string {
  let d = somarDias(data, passo);
  while ([0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay())) d = somarDias(d, passo);
  return d;
}
