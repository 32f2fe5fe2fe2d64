import * as dates from '../../../lib/dates';
import i18n from '../../../lib/i18n';

/** 'dd/mm/aaaa' in pt-BR (each language's own order elsewhere). */
export const formatDate = (iso: string) => dates.formatDate(iso, i18n.language);

/** Date and time, e.g. '03/05/2026, 14:05'. */
export const formatDateTime = (iso: string) => dates.formatDateTime(iso, i18n.language);
