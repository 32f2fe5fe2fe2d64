// The family's data rights: consent per child, access log, export; the school's retention periods.
export { PrivacySections } from './components/privacy-sections';
