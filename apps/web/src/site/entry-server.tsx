import { I18nextProvider } from 'react-i18next';
import { renderToString } from 'preact-render-to-string';
import { SiteRoot } from '../features/public-site/components/site-root';
import { createSiteI18n, loadCatalogue } from '../features/public-site/i18n';
import { pageHead } from '../features/public-site/page-head';
import {
  SITE_LANGUAGES,
  SITE_PAGES,
  sitePath,
  type SiteLanguage,
  type SitePage,
} from '../features/public-site/site-urls';

export { SITE_LANGUAGES, SITE_PAGES, sitePath };

/** Build-time prerender of one page in one language (scripts/prerender-site.mjs writes the files). */
export async function render(page: SitePage, lang: SiteLanguage): Promise<{ head: string; body: string }> {
  const i18n = createSiteI18n(lang, await loadCatalogue(lang));
  const body = renderToString(
    <I18nextProvider i18n={i18n}>
      <SiteRoot page={page} lang={lang} onLanguageChange={() => {}} />
    </I18nextProvider>,
  );
  return { head: pageHead(page, lang, i18n.t), body };
}
