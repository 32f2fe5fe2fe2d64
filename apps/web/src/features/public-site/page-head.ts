import type { TFunction } from 'i18next';
import { SITE_LANGUAGES, sitePath, type SiteLanguage, type SitePage } from './site-urls';

/** Marker the server replaces with PUBLIC_URL, so absolute links follow the deployment. */
export const PUBLIC_URL_MARKER = '%PUBLIC_URL%';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** <head> of a prerendered page: title, description, canonical, hreflang alternates, Open Graph. */
export function pageHead(page: SitePage, lang: SiteLanguage, t: TFunction): string {
  const url = (l: SiteLanguage) => `${PUBLIC_URL_MARKER}${sitePath(page, l)}`;
  const title = escape(t(`meta.${page}.title`));
  const description = escape(t(`meta.${page}.description`));
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url(lang)}" />`,
    ...SITE_LANGUAGES.map((l) => `<link rel="alternate" hreflang="${l}" href="${url(l)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${url('pt-BR')}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Lunna" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url(lang)}" />`,
    `<meta property="og:locale" content="${t('meta.ogLocale')}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
}
