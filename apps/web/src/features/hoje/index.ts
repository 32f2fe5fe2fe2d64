export { ClockInCard } from './components/clock-in-card';
export { SchoolToday } from './components/school-today';
