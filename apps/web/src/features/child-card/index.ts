export { ChildCard } from './components/child-card';
