export { GuardianMural } from './components/guardian-mural';
export { StaffMural } from './components/staff-mural';
