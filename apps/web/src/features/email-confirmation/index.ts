export { ConfirmEmail } from './components/confirm-email';
