import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { PageLoader } from '../../components/page-loader';
import { PickupList, StaffPickupList } from '../../features/autorizados-busca';
import { pickSelectedChild, useResponsavel } from '../../lib/family';
import { useSession } from '../../lib/session';
import { QueryError } from '../../components/query-error';

/**
 * /quem-busca: a guardian sees (and keeps) the pickup list of the selected child — or of the child a
 * notification points to (?idDisc=) when it is theirs; staff choose a child of their classes.
 */
export default function QuemBuscaPage() {
  const { t } = useTranslation();
  const session = useSession();
  const responsavel = useResponsavel();
  const [params, setParams] = useSearchParams();
  const requested = params.get('idDisc');

  if (session.isPending) return <PageLoader />;
  if (session.isError) return <QueryError error={session.error} onRetry={session.refetch} />;
  const { papel } = session.data;
  if (papel !== 'responsavel') {
    return (
      <StaffPickupList
        idDisc={requested}
        director={papel === 'gestor'}
        onChoose={(idDisc) => setParams({ idDisc }, { replace: true })}
      />
    );
  }
  if (responsavel.isPending) return <PageLoader />;
  if (responsavel.isError) return <QueryError error={responsavel.error} onRetry={responsavel.refetch} />;
  const { discentes } = responsavel.data;
  const child = discentes.find((d) => d.idDisc === requested) ?? pickSelectedChild(discentes);
  if (!child) return <Alert tone="info">{t('quemBusca.semFilhos')}</Alert>;
  return <PickupList key={child.idDisc} discente={child} papel="responsavel" />;
}
