import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { PageLoader } from '../../components/page-loader';
import { CardapioEquipe, CardapioFamilia } from '../../features/cardapio';
import { offlineChild, pickSelectedChild, useRememberChild, useResponsavel } from '../../lib/family';
import { useSession } from '../../lib/session';
import { QueryError } from '../../components/query-error';

/** /cardapio: the school's weekly menu; staff post meals, a guardian reads it flagged for the selected child. */
export default function CardapioPage() {
  const { t } = useTranslation();
  const session = useSession();
  const responsavel = useResponsavel();
  useRememberChild(responsavel.data ? pickSelectedChild(responsavel.data.discentes)?.idDisc : undefined);
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <QueryError error={session.error} onRetry={session.refetch} />;
  if (session.data.papel !== 'responsavel') return <CardapioEquipe />;
  if (responsavel.isPending) return <PageLoader />;
  if (responsavel.isError) {
    // Offline: the copy saved on this device, for the child last shown here.
    const offline = offlineChild(responsavel.error);
    if (offline)
      return (
        <CardapioFamilia
          key={offline.idDisc}
          nomeResp={session.data.nome}
          ftPerfilResp={null}
          child={offline}
        />
      );
    return <QueryError error={responsavel.error} onRetry={responsavel.refetch} />;
  }
  const child = pickSelectedChild(responsavel.data.discentes);
  if (!child) return <Alert tone="info">{t('dashboard.noChildren')}</Alert>;
  return (
    <CardapioFamilia
      key={child.idDisc}
      nomeResp={responsavel.data.nomeResp}
      ftPerfilResp={responsavel.data.ftPerfilResp}
      child={child}
    />
  );
}
