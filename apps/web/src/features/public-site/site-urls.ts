/** The public site's pages and languages, and the path each pair is served at. */
export const SITE_LANGUAGES = ['pt-BR', 'en', 'es', 'fr'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

export const SITE_PAGES = ['landing', 'sobre'] as const;
export type SitePage = (typeof SITE_PAGES)[number];

export const isSiteLanguage = (value: string | null | undefined): value is SiteLanguage =>
  SITE_LANGUAGES.includes(value as SiteLanguage);

/** Portuguese lives at the root; the other languages under their code (/en, /en/sobre-nos). */
export function sitePath(page: SitePage, lang: SiteLanguage): string {
  const prefix = lang === 'pt-BR' ? '' : `/${lang}`;
  if (page === 'landing') return prefix || '/';
  return `${prefix}/sobre-nos`;
}

/** Section anchors of the landing page, in the navigation's order. */
export const SECTIONS = ['inicio', 'recursos', 'beneficios', 'planos', 'contato', 'depoimentos'] as const;
export type Section = (typeof SECTIONS)[number];
