import i18n from '../../../lib/i18n';

/** 'dd/mm/aaaa' in pt-BR (each language's own order elsewhere). */
export const formatDate = (iso: string) => new Intl.DateTimeFormat(i18n.language, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));

/** Date and time, e.g. '03/05/2026, 14:05'. */
export const formatDateTime = (iso: string) =>
  new Intl.DateTimeFormat(i18n.language, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
