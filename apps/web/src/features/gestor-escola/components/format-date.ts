/** dd/mm/yyyy of an instant, as the school reads dates (São Paulo time). */
export const formatDate = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Sao_Paulo' }).format(new Date(iso));
