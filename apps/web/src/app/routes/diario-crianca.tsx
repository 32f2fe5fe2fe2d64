import { useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { QueryError } from '../../components/query-error';
import { DiarioCrianca, DiarioCriancaEquipe } from '../../features/diario';
import { useResponsavel } from '../../lib/family';
import { useSession } from '../../lib/session';
import { NotFoundContent } from './not-found-content';

/** /diario/:idDisc: a child's diary, for the family (acknowledge, mark done, authorise medication) and for staff. */
export default function DiarioCriancaPage() {
  const { idDisc = '' } = useParams();
  const session = useSession();
  const responsavel = useResponsavel();
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <QueryError error={session.error} onRetry={session.refetch} />;
  if (session.data.papel !== 'responsavel') return <DiarioCriancaEquipe key={idDisc} idDisc={idDisc} />;
  if (responsavel.isPending) return <PageLoader />;
  if (responsavel.isError) return <QueryError error={responsavel.error} onRetry={responsavel.refetch} />;
  const child = responsavel.data.discentes.find((d) => d.idDisc === idDisc);
  if (!child) return <NotFoundContent />;
  return <DiarioCrianca key={idDisc} idDisc={idDisc} nomeDisc={child.nomeDisc} familia />;
}
