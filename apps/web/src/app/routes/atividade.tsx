import { PageLoader } from '../../components/page-loader';
import { GuardianAtividades, StaffAtividades } from '../../features/atividades';
import { ChildBanner, SelectedChild } from '../../features/child-profile';
import { useSession } from '../../lib/session';
import { QueryError } from '../../components/query-error';

/** /atividade: 'Atividades do {child}' for guardians; posting and managing activities for staff. `?tipo=` filters by kind. */
export default function AtividadePage() {
  const session = useSession();
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <QueryError error={session.error} onRetry={session.refetch} />;
  if (session.data.papel !== 'responsavel') return <StaffAtividades />;
  return (
    <SelectedChild>
      {(discente) => (
        <>
          <ChildBanner discente={discente} />
          <GuardianAtividades discente={discente} />
        </>
      )}
    </SelectedChild>
  );
}
