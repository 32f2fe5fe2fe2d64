import { PageLoader } from '../../components/page-loader';
import { ChildBanner, SelectedChild } from '../../features/child-profile';
import { GuardianMemorias, StaffMemorias } from '../../features/memorias';
import { useSession } from '../../lib/session';
import { QueryError } from '../../components/query-error';

/** /memoria: a guardian sees the selected child's photos; staff share photos with their classes. */
export default function MemoriaPage() {
  const session = useSession();
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <QueryError error={session.error} onRetry={session.refetch} />;
  if (session.data.papel !== 'responsavel') return <StaffMemorias />;
  return (
    <SelectedChild>
      {(discente) => (
        <>
          <ChildBanner discente={discente} />
          <GuardianMemorias key={discente.idDisc} idDisc={discente.idDisc} nomeDisc={discente.nomeDisc} />
        </>
      )}
    </SelectedChild>
  );
}
