import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type Secrets = { codePepper: string };

/**
 * Server secrets live in the data folder, created with random values at first start, so none is ever
 * in the repository and each installation has its own.
 */
export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Secrets;
  const secrets: Secrets = { codePepper: crypto.randomBytes(32).toString('base64url') };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
