import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { generateVapidKeys } from '../platform/push/web-push';
import type { VapidKeys } from '../platform/push/push';

export type Secrets = {
  codePepper: string;
  /** The installation's Web Push key pair (absent when the environment gives one: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY). */
  vapid?: VapidKeys;
};

/**
 * Server secrets live in the data folder, created with random values at first start, so none is ever
 * in the repository and each installation has its own. A secret added in a later version (the VAPID key
 * pair) is created the first time that version starts, next to the existing ones.
 */
export function loadOrCreateSecrets(dataDir: string, options: { vapid?: boolean } = {}): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  const existing = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Secrets) : null;
  const secrets: Secrets = existing ?? { codePepper: crypto.randomBytes(32).toString('base64url') };
  const wantsVapid = options.vapid ?? true;
  if (existing && (!wantsVapid || existing.vapid)) return existing;
  if (wantsVapid && !secrets.vapid) secrets.vapid = generateVapidKeys();
  fs.mkdirSync(dataDir, { recursive: true });
  // Written beside, synced and renamed over (the temporary file removed if the disk is full): the
  // existing secrets are never half-overwritten.
  writeFileAtomic.sync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
