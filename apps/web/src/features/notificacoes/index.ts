export { NotificationBell } from './components/notification-bell';
export { seedPreferencias } from './api/notificacoes';
