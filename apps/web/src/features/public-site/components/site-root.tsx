import type { SiteLanguage, SitePage } from '../site-urls';
import { AboutPage } from './about-page';
import { LandingPage } from './landing-page';
import { SiteShell } from './site-shell';

type Props = { page: SitePage; lang: SiteLanguage; onLanguageChange: (lang: SiteLanguage) => void };

export function SiteRoot({ page, lang, onLanguageChange }: Props) {
  return (
    <SiteShell page={page} lang={lang} onLanguageChange={onLanguageChange}>
      {page === 'landing' ? <LandingPage lang={lang} /> : <AboutPage />}
    </SiteShell>
  );
}
