import { Navigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { QueryError } from '../../components/query-error';
import { AddChildWizard } from '../../features/registration';
import { useSession } from '../../lib/session';

/** /perfil/nova-crianca: a guardian adds another child; staff have no family to add to. */
export default function NovaCriancaPage() {
  const session = useSession();
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <QueryError error={session.error} onRetry={session.refetch} />;
  if (session.data.papel !== 'responsavel') return <Navigate to="/dashboard" replace />;
  return <AddChildWizard />;
}
