import { useEffect, useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/logo';
import { scrollToSection } from '../smooth-scroll';
import { sitePath, type SiteLanguage, type SitePage } from '../site-urls';
import { LanguageMenu } from './language-menu';
import styles from './site-header.module.css';

/** Below this width the navigation collapses behind the burger (spec §9). */
export const NAV_COLLAPSE_PX = 1200;

type Props = { page: SitePage; lang: SiteLanguage; onLanguageChange: (lang: SiteLanguage) => void };

type NavItem = { key: string; page: SitePage; section: string };

/** The seven links of the spec's navigation bar, shared with the footer. */
export const NAV_ITEMS: NavItem[] = [
  { key: 'inicio', page: 'landing', section: 'inicio' },
  { key: 'recursos', page: 'landing', section: 'recursos' },
  { key: 'beneficios', page: 'landing', section: 'beneficios' },
  { key: 'planos', page: 'landing', section: 'planos' },
  { key: 'contato', page: 'landing', section: 'contato' },
  { key: 'depoimentos', page: 'landing', section: 'depoimentos' },
  { key: 'sobre', page: 'sobre', section: 'sobre' },
];

/** A link to a section: a smooth in-page scroll when the section is on this page, otherwise a page load. */
export function useSectionLink(page: SitePage, lang: SiteLanguage) {
  return (item: NavItem, after?: () => void) => {
    const path = sitePath(item.page, lang);
    const href = item.page === page ? `#${item.section}` : `${path}#${item.section}`;
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      after?.();
      if (item.page !== page) return;
      event.preventDefault();
      history.replaceState(null, '', `#${item.section}`);
      scrollToSection(item.section);
    };
    return { href, onClick };
  };
}

export function SiteHeader({ page, lang, onLanguageChange }: Props) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const sectionLink = useSectionLink(page, lang);

  useEffect(() => {
    const closeWhenNarrow = () => {
      if (window.innerWidth <= NAV_COLLAPSE_PX) setMenuOpen(false);
    };
    window.addEventListener('resize', closeWhenNarrow);
    return () => window.removeEventListener('resize', closeWhenNarrow);
  }, []);

  return (
    <header className={styles.header}>
      <a href="#conteudo" className={styles.skip}>
        {t('nav.skip')}
      </a>
      <div className={styles.bar}>
        <a href={sitePath('landing', lang)} className={styles.home} aria-label={t('nav.home')}>
          <Logo />
        </a>
        <button
          type="button"
          className={styles.burger}
          aria-expanded={menuOpen}
          aria-controls={navId}
          aria-label={menuOpen ? t('nav.fecharMenu') : t('nav.abrirMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" className={styles.burgerLines} />
        </button>
        <nav
          id={navId}
          className={[styles.nav, menuOpen ? styles.navOpen : ''].join(' ')}
          aria-label={t('nav.label')}
        >
          <ul className={styles.links}>
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <a className={styles.link} {...sectionLink(item, () => setMenuOpen(false))}>
                  {t(`nav.${item.key}`)}
                </a>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <LanguageMenu lang={lang} onChange={onLanguageChange} />
            <a href="/login" className={styles.signIn}>
              {t('nav.entrar')}
            </a>
            <a href="/cadastro" className={styles.signUp}>
              {t('nav.cadastrar')}
            </a>
          </div>
        </nav>
      </div>
    </header>
  );
}
