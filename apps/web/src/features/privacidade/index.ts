// The family's data rights: consent per child, access log, export; the school's retention periods.
export { PrivacySections, privacySectionId } from './components/privacy-sections';
