import { Navigate, useLocation } from 'react-router';

/** /Lunna/login → /login, keeping the query and hash. */
export function LegacyRedirect({ prefix }: { prefix: string }) {
  const { pathname, search, hash } = useLocation();
  const rest = pathname.slice(prefix.length) || '/';
  return <Navigate to={`${rest.startsWith('/') ? rest : `/${rest}`}${search}${hash}`} replace />;
}
