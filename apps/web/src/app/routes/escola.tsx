import { SchoolArea } from '../../features/gestor-escola';

/** /escola: the director's area; other roles are sent away by SchoolArea. */
export default function EscolaPage() {
  return <SchoolArea />;
}
