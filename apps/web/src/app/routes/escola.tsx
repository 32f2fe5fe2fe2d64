import { StaffSection } from '../../features/equipe';
import { SchoolArea } from '../../features/gestor-escola';

/** /escola: the director's area, with the team's section from the staff feature; other roles are sent away by SchoolArea. */
export default function EscolaPage() {
  return <SchoolArea staff={<StaffSection />} />;
}
