export { TodayStatus } from './components/today-status';
