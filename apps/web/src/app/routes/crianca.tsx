import { useParams } from 'react-router';
import { ChildCard } from '../../features/child-card';

/** The child card for the child's educators and the director. */
export default function CriancaPage() {
  const { idDisc = '' } = useParams();
  return <ChildCard idDisc={idDisc} />;
}
