// Account: e-mail, user ID, password, sessions, delete account and sign out.
export { AccountSections, SessionsSection, DeleteAccountSection } from './components/placeholder';
