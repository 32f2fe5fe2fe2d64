export { useSignOut } from './api/sign-out';
export { LoginForm } from './components/login-form';
export { RequireSession } from './components/require-session';
