import { DashboardHome } from '../../features/portal';

export default function DashboardPage() {
  return <DashboardHome />;
}
