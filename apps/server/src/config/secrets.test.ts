import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './env';
import { generateVapidKeys } from '../platform/push/web-push';
import { loadOrCreateSecrets } from './secrets';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunna-secrets-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('secrets in DATA_DIR', () => {
  it('are created at first start, VAPID key pair included, readable by the owner only, and the same afterwards', () => {
    const dir = tempDir();
    const first = loadOrCreateSecrets(dir);
    expect(first.codePepper).toMatch(/^[\w-]{43}$/);
    expect(first.vapid?.publicKey).toMatch(/^[\w-]{87}$/);
    expect(first.vapid?.privateKey).toMatch(/^[\w-]{43}$/);
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecrets(dir)).toEqual(first);
  });

  it('an installation from before Web Push gets its VAPID pair added, its pepper kept', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'secrets.json'), JSON.stringify({ codePepper: 'pepper-de-antes' }), { mode: 0o600 });
    const secrets = loadOrCreateSecrets(dir);
    expect(secrets.codePepper).toBe('pepper-de-antes');
    expect(secrets.vapid?.publicKey).toMatch(/^[\w-]{87}$/);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'secrets.json'), 'utf8'))).toEqual(secrets);
    expect(fs.readdirSync(dir)).toEqual(['secrets.json']);
  });

  it('makes no VAPID pair when the environment gives one', () => {
    const dir = tempDir();
    expect(loadOrCreateSecrets(dir, { vapid: false }).vapid).toBeUndefined();
  });
});

describe('VAPID_* configuration', () => {
  const pair = generateVapidKeys();

  it('defaults: keys from DATA_DIR, subject mailto:SUPPORT_EMAIL', () => {
    expect(loadConfig({}).vapid).toEqual({ keys: null, subject: 'mailto:suporte@lunna.app' });
    expect(loadConfig({ SUPPORT_EMAIL: 'ajuda@escola.com.br' }).vapid.subject).toBe('mailto:ajuda@escola.com.br');
  });

  it('takes a key pair and a subject from the environment', () => {
    const config = loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, VAPID_SUBJECT: 'https://escola.com.br/contato' });
    expect(config.vapid).toEqual({ keys: pair, subject: 'https://escola.com.br/contato' });
  });

  it('fails clearly on half a pair, a malformed key or subject', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'curta', VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'suporte@lunna.app' })).toThrow(/VAPID_SUBJECT/);
  });
});
