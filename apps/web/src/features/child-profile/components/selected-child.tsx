import type { DiscenteRead } from '@lunna/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button';
import { PageLoader } from '../../../components/page-loader';
import { useSelectedDiscente } from '../api/discente';
import { ProfileUnavailable } from './profile-unavailable';

/** Loads the selected child and renders `children(discente)`; handles loading, errors and "no child yet". */
export function SelectedChild({ children }: { children: (discente: DiscenteRead) => ReactNode }) {
  const { t } = useTranslation();
  const query = useSelectedDiscente();
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ProfileUnavailable error={query.error} />;
  if (!query.data) {
    return (
      <section style={{ textAlign: 'center', margin: '48px auto', maxWidth: 560 }}>
        <h1>{t('profile.noChild.title')}</h1>
        <p>{t('profile.noChild.text')}</p>
        <ButtonLink to="/dashboard">{t('portal.nav.home')}</ButtonLink>
      </section>
    );
  }
  return <>{children(query.data)}</>;
}
