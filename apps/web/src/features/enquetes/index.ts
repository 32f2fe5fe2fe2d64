export { GuardianEnquetes } from './components/guardian-enquetes';
export { StaffEnquetes } from './components/staff-enquetes';
