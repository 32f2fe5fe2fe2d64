import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { PageLoader } from '../../components/page-loader';
import { MinhaAgenda, RotinaEquipe } from '../../features/rotina';
import { offlineChild, pickSelectedChild, useRememberChild, useResponsavel } from '../../lib/family';
import { useSession } from '../../lib/session';
import { QueryError } from '../../components/query-error';

/** /rotina: staff fill their classes' weeks; a guardian reads 'Minha agenda' of the selected child. */
export default function RotinaPage() {
  const { t } = useTranslation();
  const session = useSession();
  const responsavel = useResponsavel();
  useRememberChild(responsavel.data ? pickSelectedChild(responsavel.data.discentes)?.idDisc : undefined);
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <QueryError error={session.error} onRetry={session.refetch} />;
  if (session.data.papel !== 'responsavel') return <RotinaEquipe />;
  if (responsavel.isPending) return <PageLoader />;
  if (responsavel.isError) {
    // Offline: the copy saved on this device, for the child last shown here.
    const offline = offlineChild(responsavel.error);
    if (offline)
      return (
        <MinhaAgenda key={offline.idDisc} nomeResp={session.data.nome} ftPerfilResp={null} child={offline} />
      );
    return <QueryError error={responsavel.error} onRetry={responsavel.refetch} />;
  }
  const child = pickSelectedChild(responsavel.data.discentes);
  if (!child) return <Alert tone="info">{t('dashboard.noChildren')}</Alert>;
  return (
    <MinhaAgenda
      key={child.idDisc}
      nomeResp={responsavel.data.nomeResp}
      ftPerfilResp={responsavel.data.ftPerfilResp}
      child={child}
    />
  );
}
