import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { scratchDir, startServerProcess, type ServerProcess } from '../../test/faults/server-process';
import { startS3TestServer, type S3TestServer } from '../../test/s3/s3-test-server';

/** The real server, as an operator starts it: the S3_* settings put every file in the bucket. */
describe('the server with S3_BUCKET set', () => {
  let s3: S3TestServer;
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    dataDir = scratchDir('lunna-faults-s3');
    server = await startServerProcess({ env: { DATA_DIR: dataDir, ...s3.env } });
  });
  afterAll(async () => {
    await server?.stop();
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the demo school’s photos in the bucket and serves them; nothing in DATA_DIR/uploads', async () => {
    const login = await fetch(`${server.baseUrl}/api/responsavel/login-responsavel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'mariana@lunna.demo', senha: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const filhos = (await (await fetch(`${server.baseUrl}/api/discente`, { headers: auth })).json()) as {
      imgDisc: string | null;
    }[];
    const foto = filhos.find((f) => f.imgDisc)?.imgDisc;
    expect(foto).toBeTruthy();
    expect(fs.existsSync(path.join(s3.dir, s3.bucket, `${foto}._S3rver_object`))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);

    const image = await fetch(`${server.baseUrl}/api/images?filename=${foto}`, { headers: auth });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});

describe('a partial S3 configuration', () => {
  it('stops the server at start, naming what is missing', async () => {
    const dataDir = scratchDir('lunna-faults-s3-partial');
    try {
      const server = await startServerProcess({
        env: { DATA_DIR: dataDir, S3_BUCKET: 'lunna', S3_ENDPOINT: 'http://127.0.0.1:9' },
        waitForListen: false,
      });
      const { code } = await server.exited();
      expect(code).not.toBe(0);
      expect(server.output()).toMatch(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with S3_BUCKET/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
