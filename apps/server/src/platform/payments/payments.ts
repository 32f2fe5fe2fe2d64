import type { Config } from '../../config/env';
import type { PaymentProvider } from './payment-provider';
import { createPayPalProvider } from './paypal';
import { openRedis } from '../../realtime/redis-fan-out';
import { createSandboxProvider } from './sandbox';
import { createRedisSandboxStore } from './sandbox-store';

export * from './payment-provider';
export { isSandbox, type SandboxDecision, type SandboxPaymentProvider } from './sandbox';

/**
 * PayPal when its credentials are configured, otherwise the local sandbox (no network), which keeps its
 * orders in Redis when there is one, so that every instance knows them.
 */
export function createPaymentProvider(
  config: Pick<Config, 'paypal'> & Partial<Pick<Config, 'redisUrl' | 'redisChannelPrefix'>>,
): PaymentProvider {
  if (config.paypal) return createPayPalProvider(config.paypal);
  if (!config.redisUrl) return createSandboxProvider();
  // Connects at its first command (lazyConnect); a failure answers that request with an error.
  const redis = openRedis(config.redisUrl, () => {});
  return createSandboxProvider(createRedisSandboxStore(redis, config.redisChannelPrefix ?? 'lunna'));
}
