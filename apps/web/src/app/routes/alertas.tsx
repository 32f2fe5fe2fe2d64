import { Navigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { StaffAlerts } from '../../features/alertas';
import { useSession } from '../../lib/session';
import { QueryError } from '../../components/query-error';

/** /alertas: the staff's page of today's alerts and pickup times. A guardian's alerts live on the dashboard. */
export default function AlertasPage() {
  const session = useSession();
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <QueryError error={session.error} onRetry={session.refetch} />;
  if (session.data.papel === 'responsavel') return <Navigate to="/dashboard" replace />;
  return <StaffAlerts director={session.data.papel === 'gestor'} />;
}
