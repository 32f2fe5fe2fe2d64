import { useState } from 'react';
import { PageLoader } from '../../components/page-loader';
import { GuardianNotices, StaffNotices } from '../../features/avisos';
import { pickSelectedChild, useResponsavel } from '../../lib/family';
import { useSession } from '../../lib/session';
import { NoticeFlow } from './notice-flow';
import { QueryError } from '../../components/query-error';

/** /avisos: the guardian's notices of the selected child, or the teacher's sent notices and the creation flow. */
export default function AvisosPage() {
  const session = useSession();
  const responsavel = useResponsavel();
  const [flowOpen, setFlowOpen] = useState(false);

  if (session.isPending) return <PageLoader />;
  if (session.isError) return <QueryError error={session.error} onRetry={session.refetch} />;
  if (session.data.papel !== 'responsavel') {
    return (
      <>
        <StaffNotices onAdd={() => setFlowOpen(true)} />
        <NoticeFlow
          open={flowOpen}
          onClose={() => setFlowOpen(false)}
          director={session.data.papel === 'gestor'}
        />
      </>
    );
  }
  if (responsavel.isPending) return <PageLoader />;
  if (responsavel.isError) return <QueryError error={responsavel.error} onRetry={responsavel.refetch} />;
  const { nomeResp, ftPerfilResp, discentes } = responsavel.data;
  return (
    <GuardianNotices
      nomeResp={nomeResp}
      ftPerfilResp={ftPerfilResp}
      discentes={discentes}
      selected={pickSelectedChild(discentes)}
    />
  );
}
