import { GuardianAlerts } from '../../features/alertas';
import { PinnedNotices } from '../../features/avisos';
import { HojeDoFilho } from '../../features/diario';
import { TodayStatus } from '../../features/presenca';
import { DashboardHome } from '../../features/portal';

/** A guardian's home: their child's day with pinned notices (a chunk staff never download). */
export default function GuardianDashboard() {
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
