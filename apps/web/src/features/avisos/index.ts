export { AvisoFormStep } from './components/aviso-form';
export { GuardianNotices } from './components/guardian-notices';
export { PinnedNotices } from './components/pinned-notices';
export { seedAvisosFixados } from './api/avisos';
export { StaffNotices } from './components/staff-notices';
