import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { generateVapidKeys } from '../platform/push/web-push';
import type { VapidKeys } from '../platform/push/push';

/** One key per purpose: a key leaked or misused in one place says nothing about the others. */
export type Secrets = {
  /** HMAC key of the short codes people type (password recovery, e-mail confirmation, SMS, recovery, handover codes). */
  codePepper: string;
  /** AES-256-GCM key of the TOTP secrets kept in the database. */
  totpKey: Buffer;
  /** HMAC key the contact form's client addresses are stored hashed with. */
  ipHashKey: string;
  /** What @fastify/cookie signs cookies with. */
  cookieSecret: string;
  /** The installation's Web Push key pair (absent when the environment gives one: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY). */
  vapid?: VapidKeys;
};

/** What `secrets.json` holds (unchanged since the first version, so existing installations read it as before). */
type StoredSecrets = { codePepper: string; vapid?: VapidKeys };

const KEY_BYTES = 32;
const derive = (material: Buffer | string, info: string, salt = 'lunna'): Buffer =>
  Buffer.from(crypto.hkdfSync('sha256', material, salt, info, KEY_BYTES));

/**
 * Every key from SECRET_KEY (HKDF-SHA256, one `info` label per use): all instances given the same
 * SECRET_KEY agree on every key, and nothing secret is written to disk.
 */
export function secretsFromKey(secretKey: Buffer, options: { vapid?: boolean } = {}): Secrets {
  return {
    codePepper: derive(secretKey, 'lunna/codigos/v1').toString('base64url'),
    totpKey: derive(secretKey, 'lunna/totp-segredo/v1'),
    ipHashKey: derive(secretKey, 'lunna/contato-ip/v1').toString('base64url'),
    cookieSecret: derive(secretKey, 'lunna/cookie/v1').toString('base64url'),
    ...((options.vapid ?? true) ? { vapid: vapidKeysFromKey(secretKey) } : {}),
  };
}

/**
 * The keys of an installation without SECRET_KEY, from the pepper in its `secrets.json`: each use that
 * existed before SECRET_KEY keeps the key it had (codes and contact addresses hashed with the pepper itself,
 * TOTP secrets under the key HKDF gave from it), so stored hashes and encrypted secrets stay valid.
 */
export function secretsFromPepper(pepper: string): Omit<Secrets, 'vapid'> {
  return {
    codePepper: pepper,
    totpKey: derive(pepper, 'totp-segredo-v1', 'lunna-segundo-fator'),
    ipHashKey: pepper,
    cookieSecret: derive(pepper, 'lunna/cookie/v1').toString('base64url'),
  };
}

/**
 * A P-256 key pair from SECRET_KEY, the same on every instance (a browser's subscription is bound to the
 * public key, so instances generating their own would break each other's pushes). A derived scalar
 * outside the curve's range (odds about 2^-32) moves on to the next label.
 */
export function vapidKeysFromKey(secretKey: Buffer): VapidKeys {
  for (let attempt = 0; ; attempt++) {
    const privateKey = derive(secretKey, `lunna/vapid/v1/${attempt}`);
    const ecdh = crypto.createECDH('prime256v1');
    try {
      ecdh.setPrivateKey(privateKey);
    } catch {
      continue;
    }
    return {
      publicKey: ecdh.getPublicKey().toString('base64url'),
      privateKey: privateKey.toString('base64url'),
    };
  }
}

/**
 * The server's keys: from SECRET_KEY when set (nothing written to DATA_DIR), else from `secrets.json`
 * in the data folder (the embedded default: one instance, its secrets made at first start).
 */
export function loadSecrets(options: { secretKey?: Buffer; dataDir: string; vapid?: boolean }): Secrets {
  if (options.secretKey) return secretsFromKey(options.secretKey, { vapid: options.vapid });
  const stored = loadOrCreateSecrets(options.dataDir, { vapid: options.vapid });
  return { ...secretsFromPepper(stored.codePepper), ...(stored.vapid ? { vapid: stored.vapid } : {}) };
}

/**
 * Server secrets live in the data folder, created with random values at first start, so none is ever
 * in the repository and each installation has its own. A secret added in a later version (the VAPID key
 * pair) is created the first time that version starts, next to the existing ones.
 */
export function loadOrCreateSecrets(dataDir: string, options: { vapid?: boolean } = {}): StoredSecrets {
  const file = path.join(dataDir, 'secrets.json');
  const existing = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as StoredSecrets) : null;
  const secrets: StoredSecrets = existing ?? { codePepper: crypto.randomBytes(32).toString('base64url') };
  const wantsVapid = options.vapid ?? true;
  if (existing && (!wantsVapid || existing.vapid)) return existing;
  if (wantsVapid && !secrets.vapid) secrets.vapid = generateVapidKeys();
  fs.mkdirSync(dataDir, { recursive: true });
  // Written beside, synced and renamed over (the temporary file removed if the disk is full): the
  // existing secrets are never half-overwritten.
  writeFileAtomic.sync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
