import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useAssinatura } from '../api/escola';
import { OverLimitWarning } from './over-limit-warning';
import styles from './school-area.module.css';

/** On the director's dashboard: the over-the-limit warning, leading to the subscription in 'Minha escola'. */
export function SubscriptionWarning() {
  const { t } = useTranslation();
  const session = useSession();
  const assinatura = useAssinatura(session.data?.papel === 'gestor');
  if (!assinatura.data?.acimaDoLimite) return null;
  return (
    <div className={styles.dashboardWarning}>
      <OverLimitWarning
        assinatura={assinatura.data}
        to="/escola#assinatura"
        action={t('escola.limite.verAssinatura')}
      />
    </div>
  );
}
