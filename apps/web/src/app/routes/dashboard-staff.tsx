import { SubscriptionWarning } from '../../features/gestor-escola';
import { ClockInCard, SchoolToday } from '../../features/hoje';
import { StaffHome } from '../../features/turmas';

/** Educators and the director: their shift, the director's today, their classes (a chunk guardians never download). */
export default function StaffDashboard({
  nome,
  escola,
  director,
}: {
  nome: string;
  escola: string;
  director: boolean;
}) {
  return (
    <>
      {director && <SubscriptionWarning />}
      <StaffHome
        nome={nome}
        escola={escola}
        director={director}
        today={
          <>
            <ClockInCard director={director} />
            {director && <SchoolToday />}
          </>
        }
      />
    </>
  );
}
