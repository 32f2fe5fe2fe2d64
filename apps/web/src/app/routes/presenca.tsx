import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { PageLoader } from '../../components/page-loader';
import { AttendanceBoard, AttendanceHistory } from '../../features/presenca';
import { pickSelectedChild, useResponsavel } from '../../lib/family';
import { useSession } from '../../lib/session';
import { QueryError } from '../../components/query-error';

/** /presenca: staff take today's attendance of a class; a guardian reads the selected child's month. */
export default function PresencaPage() {
  const { t } = useTranslation();
  const session = useSession();
  const responsavel = useResponsavel();
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <QueryError error={session.error} onRetry={session.refetch} />;
  if (session.data.papel !== 'responsavel')
    return <AttendanceBoard director={session.data.papel === 'gestor'} />;
  if (responsavel.isPending) return <PageLoader />;
  if (responsavel.isError) return <QueryError error={responsavel.error} onRetry={responsavel.refetch} />;
  const child = pickSelectedChild(responsavel.data.discentes);
  if (!child) return <Alert tone="info">{t('dashboard.noChildren')}</Alert>;
  return <AttendanceHistory key={child.idDisc} child={child} />;
}
