import { useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { ChildBanner, SelectedChild } from '../../features/child-profile';
import { GuardianEnquetes, StaffEnquetes } from '../../features/enquetes';
import { useSession } from '../../lib/session';
import { QueryError } from '../../components/query-error';

/** /enquetes (open polls) and /enquetes/passadas ('Enquetes Passadas'): guardians vote per child; staff open polls and follow the counts. */
export default function EnquetesPage() {
  const session = useSession();
  const passadas = useLocation().pathname.endsWith('/passadas');
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <QueryError error={session.error} onRetry={session.refetch} />;
  if (session.data.papel !== 'responsavel') return <StaffEnquetes passadas={passadas} />;
  return (
    <SelectedChild>
      {(discente) => (
        <>
          <ChildBanner discente={discente} />
          <GuardianEnquetes discente={discente} passadas={passadas} />
        </>
      )}
    </SelectedChild>
  );
}
