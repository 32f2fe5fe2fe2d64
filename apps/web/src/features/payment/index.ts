export { PlanSummary } from './components/plan-summary';
