import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

const SECRET_KEY = 'a'.repeat(64);

describe('loadConfig', () => {
  it('uses the embedded defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demo).toBe(true);
  });
  it('honours PORT and DATA_DIR', () => {
    const config = loadConfig({ PORT: '4123', DATA_DIR: '/tmp/lunna-x' });
    expect(config.port).toBe(4123);
    expect(config.dataDir).toBe('/tmp/lunna-x');
  });
  it('is safe by default in production: no demo school, PUBLIC_URL required', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox' })).toThrow(/PUBLIC_URL/);
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://escola.exemplo.com.br',
      PAYMENTS: 'sandbox',
      SECRET_KEY,
    });
    expect(config.demo).toBe(false);
    expect(config.secureCookies).toBe(true);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://x.com.br',
        PAYMENTS: 'sandbox',
        DEMO: 'true',
        SECRET_KEY,
      }).demo,
    ).toBe(true);
  });

  describe('SECRET_KEY', () => {
    const bytes = Buffer.from(Array.from({ length: 32 }, (_, i) => i * 7 + 1));

    it('is read as hex, base64 or base64url, of at least 32 bytes', () => {
      expect(loadConfig({ SECRET_KEY: bytes.toString('hex') }).secretKey).toEqual(bytes);
      expect(loadConfig({ SECRET_KEY: bytes.toString('base64') }).secretKey).toEqual(bytes);
      expect(loadConfig({ SECRET_KEY: bytes.toString('base64url') }).secretKey).toEqual(bytes);
      expect(loadConfig({ SECRET_KEY: ` ${bytes.toString('hex')}\n` }).secretKey).toEqual(bytes);
      const longer = Buffer.concat([bytes, bytes]);
      expect(loadConfig({ SECRET_KEY: longer.toString('base64') }).secretKey).toEqual(longer);
    });

    it('unset or empty: no key (the embedded default keeps DATA_DIR/secrets.json)', () => {
      expect(loadConfig({}).secretKey).toBeUndefined();
      expect(loadConfig({ SECRET_KEY: '' }).secretKey).toBeUndefined();
    });

    it('refuses a short or undecodable key, in Portuguese, naming the variable', () => {
      expect(() => loadConfig({ SECRET_KEY: bytes.subarray(0, 31).toString('hex') })).toThrow(
        /SECRET_KEY: curta demais \(31 bytes; o mínimo é 32/,
      );
      expect(() => loadConfig({ SECRET_KEY: bytes.subarray(0, 16).toString('base64') })).toThrow(
        /SECRET_KEY: curta demais/,
      );
      expect(() => loadConfig({ SECRET_KEY: 'senha-fraca' })).toThrow(/SECRET_KEY: curta demais/);
      expect(() =>
        loadConfig({ SECRET_KEY: 'não é base64 nem hex, mas é bem comprida, passa de 32' }),
      ).toThrow(/SECRET_KEY: não é hexadecimal nem base64/);
      expect(() => loadConfig({ SECRET_KEY: `${bytes.toString('base64url')}xy` })).toThrow(
        /SECRET_KEY: não é hexadecimal nem base64/,
      );
    });

    it('is required in production', () => {
      expect(() =>
        loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://x.com.br', PAYMENTS: 'sandbox' }),
      ).toThrow(/SECRET_KEY: obrigatória em produção[\s\S]*openssl rand -hex 32/);
    });
  });

  it('MIGRATE_ON_START: on by default, off when false', () => {
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(() => loadConfig({ MIGRATE_ON_START: 'nao' })).toThrow(/MIGRATE_ON_START/);
  });

  describe('payments in production', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://escola.exemplo.com.br',
      SECRET_KEY,
    } as const;
    const paypal = { PAYPAL_CLIENT_ID: 'id-publico', PAYPAL_CLIENT_SECRET: 'segredo' } as const;
    const LIVE = 'https://api-m.paypal.com';

    it('refuses to start without a real payment provider, saying what to set', () => {
      expect(() => loadConfig(production)).toThrow(
        /PAYPAL_CLIENT_ID.*PAYPAL_CLIENT_SECRET[\s\S]*PAYMENTS=sandbox/,
      );
      expect(() => loadConfig({ ...production, PAYPAL_CLIENT_ID: '', PAYPAL_CLIENT_SECRET: '' })).toThrow(
        /PAYMENTS=sandbox/,
      );
    });

    it("refuses PayPal's sandbox API (the default PAYPAL_BASE_URL): it charges no one", () => {
      expect(() => loadConfig({ ...production, ...paypal })).toThrow(
        /PAYPAL_BASE_URL[\s\S]*sandbox[\s\S]*https:\/\/api-m\.paypal\.com/,
      );
      expect(() =>
        loadConfig({ ...production, ...paypal, PAYPAL_BASE_URL: 'https://api-m.sandbox.paypal.com/' }),
      ).toThrow(/PAYPAL_BASE_URL/);
    });

    it('starts with live PayPal', () => {
      const config = loadConfig({ ...production, ...paypal, PAYPAL_BASE_URL: LIVE });
      expect(config.payments).toBe('paypal');
      expect(config.paypal).toMatchObject({ clientId: 'id-publico', baseUrl: LIVE });
      expect(
        loadConfig({ ...production, ...paypal, PAYPAL_BASE_URL: LIVE, PAYMENTS: 'paypal' }).payments,
      ).toBe('paypal');
    });

    it('PAYMENTS=sandbox says otherwise: the built-in sandbox, or PayPal’s sandbox with credentials; never live PayPal', () => {
      const local = loadConfig({ ...production, PAYMENTS: 'sandbox' });
      expect([local.payments, local.paypal]).toEqual(['sandbox', null]);
      const paypalSandbox = loadConfig({ ...production, ...paypal, PAYMENTS: 'sandbox' });
      expect(paypalSandbox.payments).toBe('paypal');
      expect(paypalSandbox.paypal?.baseUrl).toBe('https://api-m.sandbox.paypal.com');
      expect(() =>
        loadConfig({ ...production, ...paypal, PAYMENTS: 'sandbox', PAYPAL_BASE_URL: LIVE }),
      ).toThrow(/PAYMENTS=sandbox[\s\S]*PAYPAL_BASE_URL/);
    });

    it('PAYMENTS=paypal needs the credentials anywhere; a wrong value is named', () => {
      expect(() => loadConfig({ PAYMENTS: 'paypal' })).toThrow(/PAYPAL_CLIENT_ID/);
      expect(() => loadConfig({ PAYMENTS: 'gratis' })).toThrow(/PAYMENTS/);
    });

    it('development and tests keep the built-in sandbox by default', () => {
      expect(loadConfig({}).payments).toBe('sandbox');
      expect(loadConfig({ NODE_ENV: 'test' }).payments).toBe('sandbox');
      expect(loadConfig(paypal).payments).toBe('paypal');
    });
  });

  describe('S3 storage', () => {
    const s3 = { S3_BUCKET: 'lunna', S3_ACCESS_KEY_ID: 'chave', S3_SECRET_ACCESS_KEY: 'segredo' } as const;

    it('is off without S3_BUCKET: files stay in DATA_DIR/uploads', () => {
      expect(loadConfig({}).s3).toBeNull();
      expect(loadConfig({ S3_BUCKET: '', S3_REGION: 'sa-east-1' }).s3).toBeNull();
    });
    it('takes the bucket, its credentials and the endpoint, with us-east-1 and virtual-host addressing by default', () => {
      expect(loadConfig(s3).s3).toEqual({
        endpoint: undefined,
        bucket: 'lunna',
        region: 'us-east-1',
        accessKeyId: 'chave',
        secretAccessKey: 'segredo',
        forcePathStyle: false,
      });
      expect(
        loadConfig({
          ...s3,
          S3_ENDPOINT: 'http://minio:9000/',
          S3_REGION: 'sa-east-1',
          S3_FORCE_PATH_STYLE: 'true',
        }).s3,
      ).toMatchObject({
        endpoint: 'http://minio:9000',
        region: 'sa-east-1',
        forcePathStyle: true,
      });
    });
    it('refuses a partial configuration, naming what is missing', () => {
      expect(() => loadConfig({ S3_BUCKET: 'lunna' })).toThrow(
        /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with S3_BUCKET/,
      );
      expect(() => loadConfig({ S3_BUCKET: 'lunna', S3_ACCESS_KEY_ID: 'chave' })).toThrow(
        /S3_SECRET_ACCESS_KEY/,
      );
      expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'chave' })).toThrow(
        /S3_BUCKET: required with S3_ENDPOINT, S3_ACCESS_KEY_ID/,
      );
      expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio' })).toThrow(/S3_ENDPOINT/);
      expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'sim' })).toThrow(/S3_FORCE_PATH_STYLE/);
    });
  });

  it('fails with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});
