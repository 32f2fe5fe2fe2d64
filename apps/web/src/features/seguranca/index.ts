// Two-factor sign-in and the suspicious-login alert.
export { SecuritySections } from './components/security-sections';
