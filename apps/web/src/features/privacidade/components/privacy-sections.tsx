import { useSession } from '../../../lib/session';
import { FamilyPrivacySection } from './family-privacy';
import { RetentionSection } from './retention-section';

/**
 * Configurações' privacy blocks: the guardian's (consent, who accessed the data, export) and the
 * director's (retention periods). Educators have none.
 */
export function PrivacySections() {
  const session = useSession();
  const papel = session.data?.papel;
  if (papel === 'responsavel') return <FamilyPrivacySection />;
  if (papel === 'gestor') return <RetentionSection />;
  return null;
}

/** The id of the privacy block this role sees, for Configurações' shortcuts; null when it has none. */
export function privacySectionId(papel: string | undefined): 'privacidade' | 'retencao' | null {
  if (papel === 'responsavel') return 'privacidade';
  if (papel === 'gestor') return 'retencao';
  return null;
}
