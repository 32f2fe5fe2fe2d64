import { hydrate } from 'preact';
import { useCallback, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SiteRoot } from '../features/public-site/components/site-root';
import { createSiteI18n, loadCatalogue } from '../features/public-site/i18n';
import {
  isSiteLanguage,
  sitePath,
  type SiteLanguage,
  type SitePage,
} from '../features/public-site/site-urls';
import { scrollToSection } from '../features/public-site/smooth-scroll';
import { getStoredLanguage, setStoredLanguage } from '../lib/storage';
import '../styles/global.css';
import '../features/public-site/site.css';

const root = document.getElementById('site');
const page = document.body.dataset.page as SitePage;
const pageLang = document.documentElement.lang;

function describePage(lang: SiteLanguage, t: (key: string) => string) {
  document.documentElement.lang = lang;
  document.title = t(`meta.${page}.title`);
  document.querySelector('meta[name="description"]')?.setAttribute('content', t(`meta.${page}.description`));
  history.replaceState(null, '', `${sitePath(page, lang)}${location.hash}`);
}

async function start() {
  if (!root || !isSiteLanguage(pageLang)) return;
  const i18n = createSiteI18n(pageLang, await loadCatalogue(pageLang));

  /** Retranslates the page in place, remembers the choice and moves to the language's address. */
  async function translatePage(lang: SiteLanguage) {
    if (!i18n.hasResourceBundle(lang, 'translation'))
      i18n.addResourceBundle(lang, 'translation', await loadCatalogue(lang));
    await i18n.changeLanguage(lang);
    setStoredLanguage(lang);
    describePage(lang, i18n.t);
  }

  function Site() {
    const [lang, setLang] = useState<SiteLanguage>(pageLang as SiteLanguage);
    const switchTo = useCallback(
      (next: SiteLanguage) => void translatePage(next).then(() => setLang(next)),
      [],
    );
    useEffect(() => {
      // A returning visitor sees the language chosen last time, whichever address they came in by.
      const stored = getStoredLanguage();
      if (isSiteLanguage(stored) && stored !== pageLang) switchTo(stored);
    }, [switchTo]);
    return (
      <I18nextProvider i18n={i18n}>
        <SiteRoot page={page} lang={lang} onLanguageChange={switchTo} />
      </I18nextProvider>
    );
  }
  hydrate(<Site />, root);

  // Opened with an anchor from another page (#planos, #contato, #sobre): glide there as the spec asks.
  if (location.hash.length > 1) scrollToSection(decodeURIComponent(location.hash.slice(1)));
}

void start();
