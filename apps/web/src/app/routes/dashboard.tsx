import { PageLoader } from '../../components/page-loader';
import { GuardianAlerts, seedAlertasDoDia } from '../../features/alertas';
import { PinnedNotices, seedAvisosFixados } from '../../features/avisos';
import { HojeDoFilho, seedDiarioDeHoje } from '../../features/diario';
import { seedPreferencias } from '../../features/notificacoes';
import { seedPresencaHoje, TodayStatus } from '../../features/presenca';
import { DashboardHome } from '../../features/portal';
import { SubscriptionWarning } from '../../features/gestor-escola';
import { StaffHome } from '../../features/turmas';
import { useSession } from '../../lib/session';
import { QueryError } from '../../components/query-error';

/** What the guardian's dashboard answer holds for the features composed on the page (one request for all). */
const GUARDIAN_SEEDS = [seedAvisosFixados, seedPresencaHoje, seedDiarioDeHoje, seedAlertasDoDia, seedPreferencias];

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
      seeds={GUARDIAN_SEEDS}
      pinned={<PinnedNotices />}
      safety={(child) => (
        <>
          <TodayStatus child={child} />
          <HojeDoFilho child={child} />
          <GuardianAlerts child={child} />
        </>
      )}
    />
  );
}
