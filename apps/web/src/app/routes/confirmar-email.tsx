import { Card } from '../../components/card';
import { MoonScene } from '../../components/illustrations';
import { ConfirmEmail } from '../../features/email-confirmation';
import styles from './pages.module.css';

export default function ConfirmarEmailPage() {
  return (
    <Card narrow className={styles.centered}>
      <MoonScene className={styles.art} />
      <ConfirmEmail titleClassName={styles.authTitle} textClassName={styles.muted} />
    </Card>
  );
}
