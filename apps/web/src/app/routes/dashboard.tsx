import { PageLoader } from '../../components/page-loader';
import { GuardianAlerts } from '../../features/alertas';
import { PinnedNotices } from '../../features/avisos';
import { HojeDoFilho } from '../../features/diario';
import { TodayStatus } from '../../features/presenca';
import { DashboardHome } from '../../features/portal';
import { SubscriptionWarning } from '../../features/gestor-escola';
import { StaffHome } from '../../features/turmas';
import { useSession } from '../../lib/session';
import { QueryError } from '../../components/query-error';

/** Guardians: their child's home with pinned notices. Educators and the director: their classes. */
export default function DashboardPage() {
  const session = useSession();
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <QueryError error={session.error} onRetry={session.refetch} />;
  if (session.data.papel !== 'responsavel') {
    const director = session.data.papel === 'gestor';
    return (
      <>
        {director && <SubscriptionWarning />}
        <StaffHome nome={session.data.nome} escola={session.data.escola} director={director} />
      </>
    );
  }
  return (
    <DashboardHome
      pinned={<PinnedNotices />}
      safety={
        <>
          <TodayStatus />
          <HojeDoFilho />
          <GuardianAlerts />
        </>
      }
    />
  );
}
