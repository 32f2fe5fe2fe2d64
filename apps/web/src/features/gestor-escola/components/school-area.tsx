import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { SectionNav } from '../../../components/section-nav';
import { SettingsSection } from '../../../components/settings-section';
import { useSession } from '../../../lib/session';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import { useAssinatura, useEscolaGestor } from '../api/escola';
import { FamiliesSection } from './families-section';
import { SchoolCodeSection } from './school-code-section';
import { SchoolDataSection } from './school-data-section';
import { ReceiptsSection, SubscriptionSection } from './subscription-section';
import styles from './school-area.module.css';

const SECTIONS = ['dados', 'assinatura', 'recibos', 'codigo', 'familias', 'equipe'] as const;

/**
 * `/escola`, the director's area ('Minha escola'): the school's data, the subscription and receipts, the
 * school code, the families' links and, in `staff`, the team (composed by the page).
 */
export function SchoolArea({ staff }: { staff?: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <QueryError error={session.error} onRetry={session.refetch} />;
  if (session.data.papel !== 'gestor') {
    return (
      <div className={styles.page}>
        <SettingsSection title={t('escola.title')} description={t('escola.soDirecao')}>
          <div className={styles.actions}>
            <ButtonLink to="/dashboard">{t('escola.voltarInicio')}</ButtonLink>
          </div>
        </SettingsSection>
      </div>
    );
  }
  return <DirectorArea staff={staff} />;
}

function DirectorArea({ staff }: { staff?: ReactNode }) {
  const { t } = useTranslation();
  const escola = useEscolaGestor();
  const assinatura = useAssinatura();
  useScrollToHash(Boolean(escola.data && assinatura.data));

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('escola.title')}</h1>
        <p className={styles.muted}>
          {escola.data ? t('escola.intro', { escola: escola.data.nome }) : t('escola.introSemNome')}
        </p>
        <SectionNav
          label={t('escola.atalhos')}
          sections={SECTIONS.filter((id) => id !== 'equipe' || staff).map((id) => ({
            id,
            label: t(`escola.secoes.${id}`),
          }))}
        />
      </header>

      {escola.isPending && <PageLoader />}
      {escola.isError && <QueryError error={escola.error} onRetry={escola.refetch} />}
      {escola.data && <SchoolDataSection escola={escola.data} />}

      {assinatura.isPending && <PageLoader />}
      {assinatura.isError && <QueryError error={assinatura.error} onRetry={assinatura.refetch} />}
      {assinatura.data && (
        <>
          <SubscriptionSection assinatura={assinatura.data} />
          <ReceiptsSection recibos={assinatura.data.recibos} />
        </>
      )}

      {escola.data && <SchoolCodeSection escola={escola.data} />}
      <FamiliesSection />
      {/* The staff section carries its own id="equipe" for the deep link. */}
      {staff}
    </div>
  );
}
