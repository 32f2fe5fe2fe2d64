import crypto from 'node:crypto';

/**
 * The hand-over code a guardian shows at pickup: 6 digits derived from a server secret, the child, the
 * school date and how many check-outs the child already had that day. So it changes every day, and once
 * a check-out used it, the next pickup of the same day needs a new one. Nothing to store, nothing to leak.
 */
export function handoverCode(secret: string, discenteId: string, data: string, saidasNoDia: number): string {
  const mac = crypto
    .createHmac('sha256', secret)
    .update(`entrega:${discenteId}:${data}:${saidasNoDia}`)
    .digest();
  return String(mac.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

/** Constant-time comparison, so the check does not leak how many digits matched. */
export function sameCode(a: string, b: string): boolean {
  const x = Buffer.from(a.padEnd(6, ' ').slice(0, 16));
  const y = Buffer.from(b.padEnd(6, ' ').slice(0, 16));
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
