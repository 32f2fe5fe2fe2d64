// Account: e-mail, user ID, password, sessions, delete account and sign out.
export { AccountSections } from './components/account-sections';
export { SessionsSection } from './components/sessions-section';
export { DeleteAccountSection } from './components/delete-account-section';
