export { AttendanceBoard } from './components/attendance-board';
export { AttendanceHistory } from './components/attendance-history';
export { TodayStatus } from './components/today-status';
export { seedPresencaHoje } from './api/presenca';
