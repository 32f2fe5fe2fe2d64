import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { useTranslation } from 'react-i18next';
import styles from './payment.module.css';

export type PayPalCheckoutProps = {
  clientId: string;
  /** Checks the school's details first; false keeps PayPal's window closed. */
  validate: () => Promise<boolean>;
  /** Creates our order (the server prices it) and answers PayPal's order id. */
  createOrder: () => Promise<string>;
  onApprove: () => Promise<void>;
  onCancel: () => void;
  onError: () => void;
  disabled: boolean;
};

/**
 * PayPal's own buttons. This module (and PayPal's script, fetched by the provider at run time) loads
 * only when the server says PayPal is the provider; the sandbox never touches it.
 */
export default function PayPalCheckout({
  clientId,
  validate,
  createOrder,
  onApprove,
  onCancel,
  onError,
  disabled,
}: PayPalCheckoutProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.paypal} aria-label={t('pagamento.paypalLabel')} role="group">
      <PayPalScriptProvider options={{ clientId, currency: 'BRL', intent: 'capture' }}>
        <PayPalButtons
          style={{ layout: 'vertical', shape: 'pill', label: 'pay' }}
          disabled={disabled}
          onClick={async (_data, actions) => ((await validate()) ? actions.resolve() : actions.reject())}
          createOrder={createOrder}
          onApprove={onApprove}
          onCancel={onCancel}
          onError={onError}
        />
      </PayPalScriptProvider>
    </div>
  );
}
