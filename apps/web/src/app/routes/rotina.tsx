import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';

/** Placeholder while this screen is being built. */
export default function Page() {
  const { t } = useTranslation();
  return <ComingSoon title={t('portal.nav.rotina')} />;
}
