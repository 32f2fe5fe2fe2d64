import { Navigate } from 'react-router';
import { Alert } from '../../components/alert';
import { PageLoader } from '../../components/page-loader';
import { StaffAlerts } from '../../features/alertas';
import { useSession } from '../../lib/session';

/** /alertas: the staff's page of today's alerts and pickup times. A guardian's alerts live on the dashboard. */
export default function AlertasPage() {
  const session = useSession();
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <Alert>{session.error.message}</Alert>;
  if (session.data.papel === 'responsavel') return <Navigate to="/dashboard" replace />;
  return <StaffAlerts director={session.data.papel === 'gestor'} />;
}
