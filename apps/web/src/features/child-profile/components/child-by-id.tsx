import type { DiscenteRead } from '@lunna/contract';
import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useDiscente } from '../api/discente';
import { ProfileUnavailable } from './profile-unavailable';

/** Loads one child by id; 403 and 404 become a clear page instead of a broken profile. */
export function ChildById({
  idDisc,
  children,
}: {
  idDisc: string;
  children: (discente: DiscenteRead) => ReactNode;
}) {
  const query = useDiscente(idDisc);
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ProfileUnavailable error={query.error} />;
  return <>{children(query.data)}</>;
}
