import { PageLoader } from '../../components/page-loader';
import { GuardianMural, StaffMural } from '../../features/mural';
import { useSession } from '../../lib/session';
import { QueryError } from '../../components/query-error';

/** The class wall: guardians see their chosen child's class; educators and the director choose a class. */
export default function MuralPage() {
  const session = useSession();
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <QueryError error={session.error} onRetry={session.refetch} />;
  return session.data.papel === 'responsavel' ? <GuardianMural /> : <StaffMural />;
}
