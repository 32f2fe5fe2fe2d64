import { GuardianData } from '../../features/guardian-data';
import { CpfChangeCard } from '../../features/solicitacoes';

/** /meus-dados: the guardian's own data, and below it what only changes with the school's confirmation. */
export default function MeusDadosPage() {
  return <GuardianData below={<CpfChangeCard />} />;
}
