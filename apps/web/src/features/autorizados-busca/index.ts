export { PickupList } from './components/pickup-list';
export { StaffPickupList } from './components/staff-pickup-list';
