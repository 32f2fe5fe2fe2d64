import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

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
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://escola.exemplo.com.br' });
    expect(config.demo).toBe(false);
    expect(config.secureCookies).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://x.com.br', DEMO: 'true' }).demo).toBe(true);
  });

  it('fails with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});
