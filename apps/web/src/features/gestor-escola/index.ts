export { SchoolArea } from './components/school-area';
export { SubscriptionWarning } from './components/subscription-warning';
