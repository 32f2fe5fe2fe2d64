import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import {
  AlertIcon,
  AppleIcon,
  BellIcon,
  ClipboardIcon,
  CalendarIcon,
  DiaryIcon,
  ChatIcon,
  GearIcon,
  HomeIcon,
  LogoutIcon,
  MenuIcon,
  PhotoIcon,
  PollIcon,
  ShieldIcon,
  UserIcon,
  WallIcon,
} from '../../../components/icons';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { Logo } from '../../../components/logo';
import { useRememberPortalPage } from '../../../lib/appearance-sync';
import { ePaginaDeTurma, useAguardandoTurma } from '../../../lib/aguardando-turma';
import { useSession } from '../../../lib/session';
import { LumiButton } from './lumi-button';
import styles from './portal-frame.module.css';

const NAV_ITEMS: { to: string; labelKey: string; Icon: ComponentType<{ size?: number }> }[] = [
  { to: '/dashboard', labelKey: 'portal.nav.home', Icon: HomeIcon },
  { to: '/perfil', labelKey: 'portal.nav.perfil', Icon: UserIcon },
  { to: '/chat', labelKey: 'portal.nav.chat', Icon: ChatIcon },
  { to: '/avisos', labelKey: 'portal.nav.avisos', Icon: BellIcon },
  { to: '/mural', labelKey: 'portal.nav.mural', Icon: WallIcon },
  { to: '/memoria', labelKey: 'banner.tabs.memorias', Icon: PhotoIcon },
  { to: '/diario', labelKey: 'portal.nav.diario', Icon: DiaryIcon },
  { to: '/presenca', labelKey: 'portal.nav.presenca', Icon: ClipboardIcon },
  { to: '/alertas', labelKey: 'portal.nav.alertas', Icon: AlertIcon },
  { to: '/quem-busca', labelKey: 'portal.nav.quemBusca', Icon: ShieldIcon },
  { to: '/solicitacoes', labelKey: 'portal.nav.solicitacoes', Icon: ClipboardIcon },
  { to: '/rotina', labelKey: 'portal.nav.rotina', Icon: CalendarIcon },
  { to: '/enquetes', labelKey: 'portal.nav.enquetes', Icon: PollIcon },
  { to: '/cardapio', labelKey: 'portal.nav.cardapio', Icon: AppleIcon },
  { to: '/escola', labelKey: 'portal.nav.escola', Icon: HomeIcon },
  { to: '/configuracao', labelKey: 'portal.nav.configuracao', Icon: GearIcon },
];

/** Pages where the assistant is already the page (or would cover the chat input). */
const NO_LUMI_BUTTON = ['/chat', '/lumi'];

const DESKTOP = '(min-width: 900px)';
const isDesktop = () => typeof window !== 'undefined' && window.matchMedia(DESKTOP).matches;

type NavBadge = { count: number; label: string };
type Props = {
  children: ReactNode;
  onSignOut: () => void;
  signingOut: boolean;
  topBar?: ReactNode;
  /** A count beside a menu entry, by its path (the chat's unread messages), with its words for screen readers. */
  navBadges?: Partial<Record<string, NavBadge>> | undefined;
};

/** Staff have no child profile of their own. */
const STAFF_HIDDEN = ['/perfil'];
/** Guardians see and raise their child's alerts on the dashboard; the alerts page is the educators' desk. */
const GUARDIAN_HIDDEN = ['/alertas', '/memoria', '/solicitacoes'];
/** Requests (a new child, a CPF change) are the director's to confirm; 'Minha escola' is the director's area. */
const DIRECTOR_ONLY = ['/solicitacoes', '/escola'];

/** Signed-in frame: collapsible sidebar (a drawer on phones), the page, and the Lumi shortcut. */
export function PortalFrame({ children, onSignOut, signingOut, topBar, navBadges }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const staff = session.data !== undefined && session.data.papel !== 'responsavel';
  const director = session.data?.papel === 'gestor';
  // A family waiting for a class has no class pages to open yet (they would be empty).
  const aguardando = useAguardandoTurma() !== null;
  const items = NAV_ITEMS.filter(
    (item) =>
      !(staff ? STAFF_HIDDEN : GUARDIAN_HIDDEN).includes(item.to) &&
      (director || !DIRECTOR_ONLY.includes(item.to)) &&
      !(aguardando && ePaginaDeTurma(item.to)),
  );
  const location = useLocation();
  useRememberPortalPage(location.pathname + location.search);
  const showLumiButton = !NO_LUMI_BUTTON.includes(location.pathname);
  const navId = useId();
  const [expanded, setExpanded] = useState(isDesktop);
  const closeOnPhone = () => {
    if (!isDesktop()) setExpanded(false);
  };

  return (
    <div className={styles.frame} data-expanded={expanded}>
      <a href="#conteudo" className={styles.skip}>
        {t('common.skipToContent')}
      </a>
      <aside className={styles.sidebar}>
        <div className={styles.top}>
          <Link to="/dashboard" className={styles.brand} aria-label={t('portal.homeLink')}>
            <Logo />
          </Link>
          {/* On phones the Lumi shortcut sits in the top bar (a floating one covered the cards' buttons); on wider screens it floats. */}
          {showLumiButton && <LumiButton />}
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={navId}
            onClick={() => setExpanded((v) => !v)}
          >
            <MenuIcon />
            <span className="visually-hidden">{t('portal.menu')}</span>
          </button>
        </div>
        <div id={navId} className={styles.panel}>
          <nav aria-label={t('portal.navLabel')}>
            <ul className={styles.navList}>
              {items.map(({ to, labelKey, Icon }) => {
                const badge = navBadges?.[to];
                return (
                  <li key={to}>
                    <NavLink to={to} className={styles.navLink} onClick={closeOnPhone}>
                      <Icon />
                      <span className={styles.navLabel}>{t(labelKey)}</span>
                      {badge && (
                        <span className={styles.navBadge} data-testid={`nav-badge-${to.slice(1)}`}>
                          <span aria-hidden="true">{badge.count > 99 ? '99+' : badge.count}</span>
                          <span className="visually-hidden">, {badge.label}</span>
                        </span>
                      )}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className={styles.footer}>
            <LanguageSwitcher className={styles.language} />
            <button type="button" className={styles.navLink} onClick={onSignOut} disabled={signingOut}>
              <LogoutIcon />
              <span className={styles.navLabel}>{t('portal.nav.sair')}</span>
            </button>
          </div>
        </div>
      </aside>
      <main id="conteudo" className={styles.main} tabIndex={-1} data-lumi-button={showLumiButton}>
        {topBar && <div className={styles.topBar}>{topBar}</div>}
        {children}
      </main>
    </div>
  );
}
