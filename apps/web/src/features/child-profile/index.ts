export { ChildBanner } from './components/child-banner';
export { ChildById } from './components/child-by-id';
export { ChildProfile } from './components/child-profile';
export { EditableChildProfile } from './components/editable-child-profile';
export { SelectedChild } from './components/selected-child';
