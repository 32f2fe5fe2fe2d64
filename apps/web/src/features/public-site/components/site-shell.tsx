import { useState, type ReactNode } from 'react';
import type { SiteLanguage, SitePage } from '../site-urls';
import { CookieBanner } from './cookie-banner';
import { PrivacyDialog } from './privacy-dialog';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './site-shell.module.css';

type Props = {
  page: SitePage;
  lang: SiteLanguage;
  onLanguageChange: (lang: SiteLanguage) => void;
  children: ReactNode;
};

/** Header, content, footer, cookie banner and privacy policy shared by the landing and about pages. */
export function SiteShell({ page, lang, onLanguageChange, children }: Props) {
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const openPrivacy = () => setPrivacyOpen(true);
  return (
    <div className={styles.shell}>
      <SiteHeader page={page} lang={lang} onLanguageChange={onLanguageChange} />
      <main id="conteudo" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter page={page} lang={lang} onOpenPrivacy={openPrivacy} />
      <CookieBanner onOpenPrivacy={openPrivacy} />
      <PrivacyDialog open={privacyOpen} onClose={() => setPrivacyOpen(false)} />
    </div>
  );
}
