export { GuardianMemorias } from './components/guardian-memorias';
export { StaffMemorias } from './components/staff-memorias';
