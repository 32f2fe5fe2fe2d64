import type { PedidoCriado } from '@lunna/contract';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { formatReais } from '../checkout-price';
import styles from './payment.module.css';

export type SandboxChoice = 'aprovar' | 'recusar' | 'cancelar';

type Props = {
  pedido: PedidoCriado;
  busy: SandboxChoice | null;
  onChoose: (choice: SandboxChoice) => void;
};

/**
 * Stands in for the payment provider's window when no real provider is configured, so the whole
 * flow can be used locally. It says plainly that nothing is charged here.
 */
export function SandboxPanel({ pedido, busy, onChoose }: Props) {
  const { t, i18n } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.sandbox} aria-labelledby="sandbox-title">
      <p className={styles.sandboxBadge}>{t('pagamento.sandbox.badge')}</p>
      <h2 id="sandbox-title" ref={heading} tabIndex={-1} className={styles.sandboxTitle}>
        {t('pagamento.sandbox.title')}
      </h2>
      <p>
        {t('pagamento.sandbox.order', {
          description: pedido.descricao,
          price: formatReais(pedido.valor, i18n.language),
        })}
      </p>
      <div className={styles.sandboxActions}>
        {(['aprovar', 'recusar', 'cancelar'] as const).map((choice) => (
          <Button
            key={choice}
            variant={choice === 'aprovar' ? 'primary' : choice === 'recusar' ? 'secondary' : 'ghost'}
            disabled={busy !== null}
            aria-busy={busy === choice}
            onClick={() => onChoose(choice)}
          >
            {t(`pagamento.sandbox.${choice}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}
