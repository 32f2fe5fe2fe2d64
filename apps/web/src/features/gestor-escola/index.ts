export { SchoolArea } from './components/school-area';
