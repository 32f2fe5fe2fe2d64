import type { Redis } from 'ioredis';
import type { CaptureResult } from './payment-provider';

export type SandboxDecision = 'aprovar' | 'recusar';

/** An order of the local provider, as its store keeps it until captured. */
export type SandboxOrder = {
  amountCentavos: number;
  currency: string;
  decision: SandboxDecision | null;
  capture: CaptureResult | null;
};

/** Where the sandbox provider keeps its orders and the outcome of each capture's idempotency key. */
export interface SandboxStore {
  order(orderId: string): Promise<SandboxOrder | undefined>;
  saveOrder(orderId: string, order: SandboxOrder): Promise<void>;
  outcome(key: string): Promise<CaptureResult | undefined>;
  saveOutcome(key: string, result: CaptureResult): Promise<void>;
  close(): void;
}

/** This process's memory: right for one instance (development, tests). */
export function createMemorySandboxStore(): SandboxStore {
  const orders = new Map<string, SandboxOrder>();
  const outcomes = new Map<string, CaptureResult>();
  return {
    order: async (orderId) => orders.get(orderId),
    saveOrder: async (orderId, order) => void orders.set(orderId, order),
    outcome: async (key) => outcomes.get(key),
    saveOutcome: async (key, result) => void outcomes.set(key, result),
    close: () => {},
  };
}

/**
 * How long a sandbox order is kept: a checkout is approved and captured within minutes; a day leaves room
 * for a visitor who comes back later, and nothing piles up.
 */
export const SANDBOX_ORDER_TTL_SECONDS = 24 * 60 * 60;

/** Redis, shared by every instance, under `<prefix>:sandbox:`; each entry expires after SANDBOX_ORDER_TTL_SECONDS. */
export function createRedisSandboxStore(redis: Redis, prefix: string): SandboxStore {
  const orderKey = (orderId: string) => `${prefix}:sandbox:pedido:${orderId}`;
  const outcomeKey = (key: string) => `${prefix}:sandbox:captura:${key}`;
  const read = async <T>(key: string): Promise<T | undefined> => {
    const text = await redis.get(key);
    return text === null ? undefined : (JSON.parse(text) as T);
  };
  const write = async (key: string, value: unknown) => {
    await redis.set(key, JSON.stringify(value), 'EX', SANDBOX_ORDER_TTL_SECONDS);
  };
  return {
    order: (orderId) => read<SandboxOrder>(orderKey(orderId)),
    saveOrder: (orderId, order) => write(orderKey(orderId), order),
    outcome: (key) => read<CaptureResult>(outcomeKey(key)),
    saveOutcome: (key, result) => write(outcomeKey(key), result),
    close: () => redis.disconnect(),
  };
}
