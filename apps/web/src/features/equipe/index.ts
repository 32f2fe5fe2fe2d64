export { StaffInvitation } from './components/staff-invitation';
export { StaffSection } from './components/staff-section';
