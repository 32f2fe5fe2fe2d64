import crypto from 'node:crypto';
import { QUANTIDADE_CODIGOS_RECUPERACAO } from '@lunna/contract';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { hmac, randomCode } from '../../../lib/tokens';

/**
 * The cryptography of two-factor sign-in: TOTP (RFC 6238: 30 s, 6 digits, SHA-1 as every authenticator
 * app supports it, one step of clock drift either way), the secret kept encrypted, and the one-time codes
 * (SMS and recovery) kept as keyed hashes.
 */

const ISSUER = 'Lunna';
const TOTP = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const WINDOW = 1;

/**
 * `v1.<iv>.<tag>.<ciphertext>` (base64url); the user's id is bound in as associated data. `totpKey` is
 * the AES-256-GCM key the server derives for this use (config/secrets.ts), never stored.
 */
export function encryptSecret(totpKey: Buffer, usuarioId: string, base32: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', totpKey, iv);
  cipher.setAAD(Buffer.from(usuarioId));
  const data = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(totpKey: Buffer, usuarioId: string, stored: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('unknown TOTP secret format');
  const decipher = crypto.createDecipheriv('aes-256-gcm', totpKey, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(usuarioId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** A new random secret (160 bits, as RFC 4226 recommends), in base32 for manual entry. */
export const newTotpSecret = (): string => new OTPAuth.Secret({ size: 20 }).base32;

const totp = (base32: string, label = '') =>
  new OTPAuth.TOTP({ issuer: ISSUER, label, secret: OTPAuth.Secret.fromBase32(base32), ...TOTP });

/** The otpauth:// URI drawn as an SVG QR code (a data: URL), made here so the secret never leaves the server. */
export async function totpQrCode(base32: string, label: string): Promise<string> {
  const svg = await QRCode.toString(totp(base32, label).toString(), {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step (30 s since the epoch) whose code `codigo` is: the current one, or the one just before or
 * after (clock drift); null when it is none of them. A step once accepted is kept, so its code, and any of
 * an earlier step, is refused afterwards (RFC 6238 §5.2).
 */
export function totpStep(base32: string, codigo: string, timestamp = Date.now()): number | null {
  const delta = totp(base32).validate({ token: codigo, timestamp, window: WINDOW });
  return delta === null ? null : Math.floor(timestamp / 1000 / TOTP.period) + delta;
}

/** A 6-digit code sent by SMS. */
export const newSmsCode = (): string => crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');

/** SMS codes and recovery codes: keyed hashes (a leaked table does not allow guessing them offline). */
export const hashSmsCode = (pepper: string, usuarioId: string, finalidade: string, codigo: string) =>
  hmac(pepper, `sms:${finalidade}:${usuarioId}:${codigo}`);

/** Recovery codes look like `ABCDE-FGH23` (no look-alike characters); typed with or without the dash, any case. */
export const normalizeRecoveryCode = (codigo: string) => codigo.toUpperCase().replace(/[^A-Z0-9]/g, '');
export const hashRecoveryCode = (pepper: string, usuarioId: string, codigo: string) =>
  hmac(pepper, `recuperacao:${usuarioId}:${normalizeRecoveryCode(codigo)}`);

export function newRecoveryCodes(): string[] {
  return Array.from({ length: QUANTIDADE_CODIGOS_RECUPERACAO }, () => {
    const c = randomCode(10);
    return `${c.slice(0, 5)}-${c.slice(5)}`;
  });
}
