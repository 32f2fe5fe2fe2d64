import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { PageLoader } from '../../../components/page-loader';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** Guard for signed-in pages: without a session, go to /login and come back here afterwards. */
export function RequireSession() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();

  if (session.isPending) return <PageLoader />;
  if (isApiError(session.error, 401)) return <Navigate to="/login" replace state={{ from: location }} />;
  if (session.isError) {
    return (
      <div style={{ maxWidth: 560, margin: '48px auto', padding: 16 }}>
        <Alert>{session.error.message}</Alert>
        <p />
        <Button onClick={() => void session.refetch()}>{t('common.retry')}</Button>
      </div>
    );
  }
  return <Outlet />;
}
