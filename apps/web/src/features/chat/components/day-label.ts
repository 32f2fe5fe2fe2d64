/** The local calendar day of a moment, as yyyy-mm-dd (messages are grouped by it). */
export function diaDe(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** "Hoje", "Ontem", or the date in the interface language ("12 de março"; with the year when it is not this one). */
export function rotuloDoDia(
  iso: string,
  language: string,
  now: Date,
  textos: { hoje: string; ontem: string },
): string {
  const dia = diaDe(iso);
  if (dia === diaDe(now.toISOString())) return textos.hoje;
  const ontem = new Date(now);
  ontem.setDate(now.getDate() - 1);
  if (dia === diaDe(ontem.toISOString())) return textos.ontem;
  const date = new Date(iso);
  const options: Intl.DateTimeFormatOptions =
    date.getFullYear() === now.getFullYear()
      ? { day: 'numeric', month: 'long' }
      : { day: 'numeric', month: 'long', year: 'numeric' };
  return new Intl.DateTimeFormat(language, options).format(date);
}

/** Each item, preceded by its day's label when it is the first of that day. */
export function porDia<T extends { criadoEm: string }>(itens: T[]): { item: T; novoDia: boolean }[] {
  return itens.map((item, i) => ({
    item,
    novoDia: i === 0 || diaDe(itens[i - 1]!.criadoEm) !== diaDe(item.criadoEm),
  }));
}
