import { PlanSummary } from '../../features/payment';

export default function PagamentoPage() {
  return <PlanSummary />;
}
