export { useSignOut } from '../../lib/use-sign-out';
export { LoginForm } from './components/login-form';
export { RequireSession } from './components/require-session';
