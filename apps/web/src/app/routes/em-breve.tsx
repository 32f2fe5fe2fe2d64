import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';

const TITLE_KEYS: Record<string, string> = {
  '/avisos': 'portal.nav.avisos',
  '/chat': 'portal.nav.chat',
};

/** Portal sections that exist in the menu but are built in later tasks. */
export default function EmBrevePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return <ComingSoon title={t(TITLE_KEYS[pathname] ?? 'comingSoon.badge')} />;
}
