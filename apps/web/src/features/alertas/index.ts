export { GuardianAlerts } from './components/guardian-alerts';
