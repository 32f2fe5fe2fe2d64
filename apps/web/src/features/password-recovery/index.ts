export type { ResetTicket } from './api/senha';
export { NewPasswordForm } from './components/new-password-form';
export { RequestCodeFlow } from './components/request-code-flow';
