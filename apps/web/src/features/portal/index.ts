export { AguardandoTurma } from './components/aguardando-turma';
export { DashboardHome } from './components/dashboard-home';
export { PortalFrame } from './components/portal-frame';
