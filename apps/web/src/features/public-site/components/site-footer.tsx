import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/logo';
import type { SiteLanguage, SitePage } from '../site-urls';
import { NAV_ITEMS, useSectionLink } from './site-header';
import styles from './site-shell.module.css';

type Props = { page: SitePage; lang: SiteLanguage; onOpenPrivacy: () => void };

const SOCIAL = [
  {
    key: 'instagram',
    href: 'https://www.instagram.com/lunna.creche',
    path: 'M12 7.2A4.8 4.8 0 1 0 12 16.8 4.8 4.8 0 0 0 12 7.2zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2zM17 5.9a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2zM7.5 2h9A5.5 5.5 0 0 1 22 7.5v9a5.5 5.5 0 0 1-5.5 5.5h-9A5.5 5.5 0 0 1 2 16.5v-9A5.5 5.5 0 0 1 7.5 2zm0 1.8A3.7 3.7 0 0 0 3.8 7.5v9a3.7 3.7 0 0 0 3.7 3.7h9a3.7 3.7 0 0 0 3.7-3.7v-9a3.7 3.7 0 0 0-3.7-3.7z',
  },
  {
    key: 'linkedin',
    href: 'https://www.linkedin.com/company/lunna-creche',
    path: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4v11H3zm7 0h3.8v1.6h.1c.5-.9 1.8-1.9 3.7-1.9 4 0 4.7 2.6 4.7 6v5.3h-4v-4.7c0-1.1 0-2.6-1.6-2.6s-1.8 1.2-1.8 2.5v4.8h-4z',
  },
] as const;

export function SiteFooter({ page, lang, onOpenPrivacy }: Props) {
  const { t } = useTranslation();
  const sectionLink = useSectionLink(page, lang);
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerBrand}>
          <Logo />
          <p>{t('hero.tagline')}</p>
        </div>
        <nav aria-label={t('nav.label')} className={styles.footerNav}>
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <a {...sectionLink(item)}>{t(`nav.${item.key}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.footerSocial}>
          <p className={styles.footerHeading}>{t('footer.social')}</p>
          <ul>
            {SOCIAL.map((network) => (
              <li key={network.key}>
                <a
                  href={network.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={t(`footer.${network.key}`)}
                >
                  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                    <path d={network.path} fill="currentColor" />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
          <button type="button" className={styles.linkButton} onClick={onOpenPrivacy}>
            {t('footer.privacy')}
          </button>
        </div>
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
