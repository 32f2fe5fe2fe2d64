import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { PageLoader } from '../../components/page-loader';
import { QueryError } from '../../components/query-error';
import { LumiAssistant } from '../../features/lumi';
import { useResponsavel } from '../../lib/family';
import { useSession } from '../../lib/session';

/** /lumi: a guardian asks about the picked child; staff ask about their school and classes. */
export default function LumiPage() {
  const { t } = useTranslation();
  const session = useSession();
  const responsavel = useResponsavel();
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <QueryError error={session.error} onRetry={session.refetch} />;
  if (session.data.papel !== 'responsavel') return <LumiAssistant />;
  if (responsavel.isPending) return <PageLoader />;
  if (responsavel.isError) return <QueryError error={responsavel.error} onRetry={responsavel.refetch} />;
  if (responsavel.data.discentes.length === 0) return <Alert tone="info">{t('dashboard.noChildren')}</Alert>;
  return <LumiAssistant discentes={responsavel.data.discentes} />;
}
