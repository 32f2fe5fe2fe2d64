import { GuardianAlerts, seedAlertasDoDia } from '../../features/alertas';
import { PinnedNotices, seedAvisosFixados } from '../../features/avisos';
import { HojeDoFilho, seedDiarioDeHoje } from '../../features/diario';
import { seedPreferencias } from '../../features/notificacoes';
import { seedPresencaHoje, TodayStatus } from '../../features/presenca';
import { DashboardHome } from '../../features/portal';

/** What the guardian's dashboard answer holds for the features composed on the page (one request for all). */
const GUARDIAN_SEEDS = [
  seedAvisosFixados,
  seedPresencaHoje,
  seedDiarioDeHoje,
  seedAlertasDoDia,
  seedPreferencias,
];

/** A guardian's home: their child's day with pinned notices (a chunk staff never download). */
export default function GuardianDashboard() {
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
