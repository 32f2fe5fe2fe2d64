export { GuardianData } from './components/guardian-data';
