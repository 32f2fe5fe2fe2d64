import { useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigation, type Location } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** Guard for signed-in pages: without a session, go to /login and come back here afterwards. */
export function RequireSession() {
  const location = useLocation();
  const pending = useNavigation().location;
  const session = useSession();
  // Where to come back to, fixed when the session is found gone: a link just clicked may still be loading
  // its page then, and that page is where the person was going (not the one on screen, nor /login).
  const [returnTo, setReturnTo] = useState<{ from: Location; expirou: boolean } | null>(null);

  if (session.isPending) return <PageLoader />;
  // Data from before the 401 means the session ended while the person was here: the login page says so.
  if (isApiError(session.error, 401)) {
    const state = returnTo ?? {
      from: pending && pending.pathname !== '/login' ? pending : location,
      expirou: session.data !== undefined,
    };
    if (!returnTo) setReturnTo(state);
    return <Navigate to="/login" replace state={state} />;
  }
  if (returnTo) setReturnTo(null);
  if (session.isError) {
    return (
      <div style={{ maxWidth: 560, margin: '48px auto', padding: 16 }}>
        <QueryError error={session.error} onRetry={session.refetch} />
      </div>
    );
  }
  return <Outlet />;
}
