/** Prices are in reais whatever the interface language; whole amounts drop the cents. */
export function formatPrice(value: number, lang: string): string {
  const whole = Number.isInteger(value) && value >= 10;
  return new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: 'BRL',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(value);
}
