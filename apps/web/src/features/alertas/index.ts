export { GuardianAlerts } from './components/guardian-alerts';
export { StaffAlerts } from './components/staff-alerts';
export { seedAlertasDoDia } from './api/alertas';
