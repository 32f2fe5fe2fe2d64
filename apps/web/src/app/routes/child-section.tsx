import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { ChildBanner, SelectedChild } from '../../features/child-profile';
import { firstName } from '../../lib/format';

/** /memoria and /atividade: the child's banner above a placeholder until those features are built. */
export default function ChildSectionPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <SelectedChild>
      {(discente) => (
        <>
          <ChildBanner discente={discente} />
          <ComingSoon
            level={2}
            title={pathname.startsWith('/memoria') ? t('banner.tabs.memorias') : t('banner.tabs.atividades', { name: firstName(discente.nomeDisc) })}
          />
        </>
      )}
    </SelectedChild>
  );
}
