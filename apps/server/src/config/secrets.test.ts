import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { loadConfig } from './env';
import { hashIp } from '../contexts/escola/contato/contato.service';
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  hashSmsCode,
} from '../contexts/conta/seguranca/segundo-fator';
import { generateVapidKeys } from '../platform/push/web-push';
import { loadOrCreateSecrets, loadSecrets, secretsFromKey, vapidKeysFromKey } from './secrets';

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
    fs.writeFileSync(path.join(dir, 'secrets.json'), JSON.stringify({ codePepper: 'pepper-de-antes' }), {
      mode: 0o600,
    });
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

describe('keys derived from SECRET_KEY', () => {
  const key = Buffer.alloc(32, 7);

  it('are the same from the same key, each purpose its own, and another key gives others', () => {
    const a = secretsFromKey(key);
    expect(secretsFromKey(Buffer.from(key))).toEqual(a);
    const values = [
      a.codePepper,
      a.totpKey.toString('base64url'),
      a.ipHashKey,
      a.cookieSecret,
      a.vapid!.privateKey,
    ];
    expect(new Set(values).size).toBe(values.length);
    for (const v of values) expect(Buffer.from(v, 'base64url')).toHaveLength(32);
    const b = secretsFromKey(Buffer.alloc(32, 8));
    const others = [
      b.codePepper,
      b.totpKey.toString('base64url'),
      b.ipHashKey,
      b.cookieSecret,
      b.vapid!.privateKey,
    ];
    expect(others.filter((v) => values.includes(v))).toEqual([]);
  });

  it('give every instance the same working VAPID pair (the public key belongs to the private one)', () => {
    const pair = vapidKeysFromKey(key);
    expect(pair).toEqual(vapidKeysFromKey(Buffer.from(key)));
    expect(pair.publicKey).toMatch(/^[\w-]{87}$/);
    expect(pair.privateKey).toMatch(/^[\w-]{43}$/);
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(pair.privateKey, 'base64url'));
    expect(ecdh.getPublicKey().toString('base64url')).toBe(pair.publicKey);
    expect(secretsFromKey(key, { vapid: false }).vapid).toBeUndefined();
  });

  it('write nothing into DATA_DIR', () => {
    const dir = tempDir();
    const secrets = loadSecrets({ secretKey: key, dataDir: dir });
    expect(secrets).toEqual(secretsFromKey(key));
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

describe('an installation without SECRET_KEY (secrets.json written by an earlier version)', () => {
  // Made by the code before SECRET_KEY, with the pepper 'pepper-de-antes': what its database holds.
  const before = {
    totpSegredo: 'v1.VPNkdp2sbRIgv3HT.1Jc3Kksa8_0NYW-ZHd5bWg.Nuy7lfbp4CXEMrDFTEDqRQ',
    recoveryHash: 'fbfd82a2daa43ab8dcc5bbc72a8bdf45499dbeb73c84e3a36aed4f3df40f8820',
    smsHash: '35223e7871c242ab38d8e67147ffde7509db5b15072f7b7ab13f946d607871a8',
    ipHash: 'a2ff9302cbc9e2c2f13f1dbbb55f10afab9af2bdb82348b8a61211bc80851051',
  };

  it('keeps what it stored valid: TOTP secrets decrypt, codes and addresses hash as before', () => {
    const dir = tempDir();
    const vapid = generateVapidKeys();
    fs.writeFileSync(
      path.join(dir, 'secrets.json'),
      JSON.stringify({ codePepper: 'pepper-de-antes', vapid }),
      { mode: 0o600 },
    );
    const secrets = loadSecrets({ dataDir: dir });
    expect(decryptSecret(secrets.totpKey, 'usuario-1', before.totpSegredo)).toBe('JBSWY3DPEHPK3PXP');
    expect(hashRecoveryCode(secrets.codePepper, 'usuario-1', 'abcde fgh23')).toBe(before.recoveryHash);
    expect(hashSmsCode(secrets.codePepper, 'usuario-1', 'login_sms', '123456')).toBe(before.smsHash);
    expect(hashIp(secrets.ipHashKey, '203.0.113.10')).toBe(before.ipHash);
    expect(secrets.vapid).toEqual(vapid);
    expect(secrets.cookieSecret).not.toBe(secrets.codePepper);
    // The file is left as it was.
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'secrets.json'), 'utf8'))).toEqual({
      codePepper: 'pepper-de-antes',
      vapid,
    });
  });

  it('a TOTP secret encrypted under one key does not decrypt under another', () => {
    const dir = tempDir();
    const legacy = loadSecrets({ dataDir: dir });
    const stored = encryptSecret(legacy.totpKey, 'usuario-1', 'JBSWY3DPEHPK3PXP');
    expect(() => decryptSecret(secretsFromKey(Buffer.alloc(32, 7)).totpKey, 'usuario-1', stored)).toThrow();
  });
});

describe('VAPID_* configuration', () => {
  const pair = generateVapidKeys();

  it('defaults: keys from DATA_DIR, subject mailto:SUPPORT_EMAIL', () => {
    expect(loadConfig({}).vapid).toEqual({ keys: null, subject: 'mailto:suporte@lunna.app' });
    expect(loadConfig({ SUPPORT_EMAIL: 'ajuda@escola.com.br' }).vapid.subject).toBe(
      'mailto:ajuda@escola.com.br',
    );
  });

  it('takes a key pair and a subject from the environment', () => {
    const config = loadConfig({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'https://escola.com.br/contato',
    });
    expect(config.vapid).toEqual({ keys: pair, subject: 'https://escola.com.br/contato' });
  });

  it('fails clearly on half a pair, a malformed key or subject', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'curta', VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'suporte@lunna.app' })).toThrow(/VAPID_SUBJECT/);
  });
});
