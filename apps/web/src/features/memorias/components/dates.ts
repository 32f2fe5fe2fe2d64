/** "23/05" on the card; the long form in the lightbox. Shown in the device's time zone, in the interface language. */
export const diaMes = (iso: string, lang: string) => new Intl.DateTimeFormat(lang, { day: '2-digit', month: '2-digit' }).format(new Date(iso));
export const dataLonga = (iso: string, lang: string) => new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
