export { ChildPicker } from './components/child-picker';
