import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader';
import { QueryError } from '../../components/query-error';
import { useSession } from '../../lib/session';

// Each role's home is its own chunk: a guardian downloads no staff code, and staff no family code.
const GuardianDashboard = lazy(() => import('./dashboard-guardian'));
const StaffDashboard = lazy(() => import('./dashboard-staff'));

/** Guardians: their child's home with pinned notices. Educators and the director: their classes. */
export default function DashboardPage() {
  const session = useSession();
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <QueryError error={session.error} onRetry={session.refetch} />;
  return (
    <Suspense fallback={<PageLoader />}>
      {session.data.papel === 'responsavel' ? (
        <GuardianDashboard />
      ) : (
        <StaffDashboard
          nome={session.data.nome}
          escola={session.data.escola}
          director={session.data.papel === 'gestor'}
        />
      )}
    </Suspense>
  );
}
