import { Navigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { QueryError } from '../../components/query-error';
import { SolicitacoesBoard } from '../../features/solicitacoes';
import { useSession } from '../../lib/session';

/** /solicitacoes: the director's page of requests (families' new children and CPF changes, children educators asked for their classes). */
export default function SolicitacoesPage() {
  const session = useSession();
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <QueryError error={session.error} onRetry={session.refetch} />;
  if (session.data.papel !== 'gestor') return <Navigate to="/dashboard" replace />;
  return <SolicitacoesBoard />;
}
