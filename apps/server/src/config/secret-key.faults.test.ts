import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createScratchDatabase,
  scratchDir,
  startServerProcess,
  type ServerProcess,
} from '../test/faults/server-process';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

const post = (server: ServerProcess, url: string, body: object) =>
  fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The password-recovery code in the one .eml file the instance's mail folder receives. */
async function codeMailedTo(dataDir: string): Promise<string> {
  const mailDir = path.join(dataDir, 'mail');
  for (let i = 0; i < 100; i++) {
    const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml')) : [];
    if (files.length > 0) {
      // Quoted-printable soft line breaks joined, so the sentence reads whole.
      const text = fs.readFileSync(path.join(mailDir, files[0]!), 'utf8').replace(/=\r?\n/g, '');
      const codigo = /redefinir a senha (?:é|=C3=A9): ([A-Z2-9]{5})/.exec(text)?.[1];
      if (codigo) return codigo;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no recovery code mailed into ${mailDir}`);
}

describe.skipIf(!withPostgres)('SECRET_KEY: instances on one database agree on every key', () => {
  const cleanup: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('a password-recovery code issued by one instance is accepted by another with its own DATA_DIR', async () => {
    const database = await createScratchDatabase('lunna_faults_secret_key');
    cleanup.push(() => database.drop());
    const secretKey = crypto.randomBytes(32).toString('hex');
    const instance = async () => {
      const dataDir = scratchDir('lunna-secret-key');
      const server = await startServerProcess({
        env: { DATABASE_URL: database.url, DATA_DIR: dataDir, SECRET_KEY: secretKey, DEMO: 'true' },
      });
      cleanup.push(() => server.stop());
      return { server, dataDir };
    };
    // One after the other: the demo school (the account used) is seeded by the first.
    const a = await instance();
    const b = await instance();

    const email = 'diretora@lunna.demo';
    expect((await post(a.server, '/api/senha/codigo', { email })).status).toBe(202);
    const codigo = await codeMailedTo(a.dataDir);
    const checked = await post(b.server, '/api/senha/verificar', { email, codigo });
    expect(checked.status, await checked.clone().text()).toBe(200);

    // Nothing secret in either data folder.
    for (const dataDir of [a.dataDir, b.dataDir])
      expect(fs.existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
  });
});

describe('production without SECRET_KEY', () => {
  it('refuses to start: exit 1, the variable named', async () => {
    const server = await startServerProcess({
      waitForListen: false,
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://escola.exemplo.com.br',
        PAYMENTS: 'sandbox',
        DATA_DIR: scratchDir('lunna-no-secret-key'),
      },
    });
    const { code } = await server.exited();
    expect(code).toBe(1);
    expect(server.output()).toMatch(/SECRET_KEY: obrigatória em produção/);
  });
});
