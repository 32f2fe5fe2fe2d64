import type { Config } from '../../config/env';
import type { PaymentProvider } from './payment-provider';
import { createPayPalProvider } from './paypal';
import { createSandboxProvider } from './sandbox';

export * from './payment-provider';
export { isSandbox, type SandboxDecision, type SandboxPaymentProvider } from './sandbox';

/** PayPal when its credentials are configured, otherwise the local sandbox (no network). */
export function createPaymentProvider(config: Pick<Config, 'paypal'>): PaymentProvider {
  return config.paypal ? createPayPalProvider(config.paypal) : createSandboxProvider();
}
