import { SubscriptionWarning } from '../../features/gestor-escola';
import { StaffHome } from '../../features/turmas';

/** Educators and the director: their classes (a chunk guardians never download). */
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
      <StaffHome nome={nome} escola={escola} director={director} />
    </>
  );
}
