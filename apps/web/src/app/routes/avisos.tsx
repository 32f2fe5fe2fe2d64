import { useState } from 'react';
import { Alert } from '../../components/alert';
import { PageLoader } from '../../components/page-loader';
import { GuardianNotices, StaffNotices } from '../../features/avisos';
import { pickSelectedChild, useResponsavel } from '../../lib/family';
import { useSession } from '../../lib/session';
import { NoticeFlow } from './notice-flow';

/** /avisos: the guardian's notices of the selected child, or the teacher's sent notices and the creation flow. */
export default function AvisosPage() {
  const session = useSession();
  const responsavel = useResponsavel();
  const [flowOpen, setFlowOpen] = useState(false);

  if (session.isPending) return <PageLoader />;
  if (session.isError) return <Alert>{session.error.message}</Alert>;
  if (session.data.papel !== 'responsavel') {
    return (
      <>
        <StaffNotices onAdd={() => setFlowOpen(true)} />
        <NoticeFlow open={flowOpen} onClose={() => setFlowOpen(false)} />
      </>
    );
  }
  if (responsavel.isPending) return <PageLoader />;
  if (responsavel.isError) return <Alert>{responsavel.error.message}</Alert>;
  const { nomeResp, ftPerfilResp, discentes } = responsavel.data;
  return <GuardianNotices nomeResp={nomeResp} ftPerfilResp={ftPerfilResp} discentes={discentes} selected={pickSelectedChild(discentes)} />;
}
