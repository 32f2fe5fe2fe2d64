import type { AssinaturaGestor } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button';
import styles from './school-area.module.css';

/**
 * The school has more students than its plan covers: it keeps working, and the director is told calmly
 * which plan fits. `to` is where the button leads (the plan's checkout, or the subscription section).
 */
export function OverLimitWarning({
  assinatura,
  to,
  action,
}: {
  assinatura: AssinaturaGestor;
  to: string;
  action: string;
}) {
  const { t } = useTranslation();
  if (!assinatura.acimaDoLimite || !assinatura.plano) return null;
  return (
    <div className={styles.warning} role="status">
      <p className={styles.warningTitle}>
        <strong>{t('escola.limite.title')}</strong>
      </p>
      <p>
        {t('escola.limite.text', {
          alunos: assinatura.alunosAtivos,
          limite: assinatura.plano.alunosMax,
          plano: assinatura.plano.nomePlan,
        })}
      </p>
      <div className={styles.actions}>
        <ButtonLink to={to} variant="secondary">
          {action}
        </ButtonLink>
      </div>
    </div>
  );
}
