export { GuardianAtividades } from './components/guardian-atividades';
export { StaffAtividades } from './components/staff-atividades';
