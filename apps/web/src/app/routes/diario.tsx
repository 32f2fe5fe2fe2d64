import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { PageLoader } from '../../components/page-loader';
import { QueryError } from '../../components/query-error';
import { DiarioEscola, DiarioTurma } from '../../features/diario';
import { pickSelectedChild, useResponsavel } from '../../lib/family';
import { useSession } from '../../lib/session';

/**
 * /diario: an educator records the class's day; the director sees every class today and opens one
 * (?turma=); a guardian goes to the followed child's diary.
 */
export default function DiarioPage() {
  const { t } = useTranslation();
  const session = useSession();
  const responsavel = useResponsavel();
  const [params] = useSearchParams();
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <QueryError error={session.error} onRetry={session.refetch} />;
  if (session.data.papel !== 'responsavel') {
    const turma = params.get('turma') ?? undefined;
    if (session.data.papel === 'gestor' && !turma) return <DiarioEscola />;
    return <DiarioTurma key={turma} idTurmaInicial={turma} />;
  }
  if (responsavel.isPending) return <PageLoader />;
  if (responsavel.isError) return <QueryError error={responsavel.error} onRetry={responsavel.refetch} />;
  const child = pickSelectedChild(responsavel.data.discentes);
  if (!child) return <Alert tone="info">{t('dashboard.noChildren')}</Alert>;
  return <Navigate to={`/diario/${child.idDisc}`} replace />;
}
