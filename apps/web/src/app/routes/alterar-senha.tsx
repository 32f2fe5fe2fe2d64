import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Card } from '../../components/card';
import { NewPasswordForm, type ResetTicket } from '../../features/password-recovery';
import styles from './pages.module.css';

function readTicket(state: unknown): ResetTicket | null {
  const ticket = state as Partial<ResetTicket> | null;
  return typeof ticket?.email === 'string' && typeof ticket.codigo === 'string'
    ? { email: ticket.email, codigo: ticket.codigo }
    : null;
}

/** Reached only from a verified code (router state); opened directly it sends the user to start over. */
export default function AlterarSenhaPage() {
  const { t } = useTranslation();
  const ticket = readTicket(useLocation().state);
  if (!ticket) return <Navigate to="/redefinirsenha" replace />;
  return (
    <Card narrow aria-labelledby="new-password-title">
      <h1 id="new-password-title" className={styles.authTitle}>
        {t('recovery.newPasswordTitle')}
      </h1>
      <NewPasswordForm ticket={ticket} />
    </Card>
  );
}
