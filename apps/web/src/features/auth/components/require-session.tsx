import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** Guard for signed-in pages: without a session, go to /login and come back here afterwards. */
export function RequireSession() {
  const location = useLocation();
  const session = useSession();

  if (session.isPending) return <PageLoader />;
  // Data from before the 401 means the session ended while the person was here: the login page says so.
  if (isApiError(session.error, 401)) return <Navigate to="/login" replace state={{ from: location, expirou: session.data !== undefined }} />;
  if (session.isError) {
    return (
      <div style={{ maxWidth: 560, margin: '48px auto', padding: 16 }}>
        <QueryError error={session.error} onRetry={session.refetch} />
      </div>
    );
  }
  return <Outlet />;
}
