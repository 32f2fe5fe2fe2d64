import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoriaImagemPath } from '@lunna/contract';
import { discente, turma } from '../../db/schema';
import { demoChildCpf, demoChildren } from '../../db/seed/demo-data';
import { multipart, pngImage } from '../../test/fixtures';
import { TestClient } from '../../test/http-client';
import { startS3TestServer, type S3TestServer } from '../../test/s3/s3-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createS3Storage } from './s3-storage';

/** The app on an S3 bucket (s3rver): every file goes to the bucket and comes back through the API's checks. */
let s3: S3TestServer;
let t: TestApp;
let lucas: string;
let girassol: string;

beforeAll(async () => {
  s3 = await startS3TestServer();
  t = await createTestApp({ storage: createS3Storage({ ...s3, forcePathStyle: true }) });
  const lucasCpf = demoChildCpf(demoChildren.find((c) => c.key === 'lucas')!.cpfBase);
  lucas = (
    await t.database.db.select({ id: discente.id }).from(discente).where(eq(discente.cpfDisc, lucasCpf))
  )[0]!.id;
  girassol = (
    await t.database.db.select({ id: turma.id }).from(turma).where(eq(turma.nomeTurma, 'Turma Girassol'))
  )[0]!.id;
});
let bucketStopped = false;
afterAll(async () => {
  await t?.close();
  if (!bucketStopped) await s3?.close();
});

const as = (email: string) => TestClient.signedIn(t.app, email);
// s3rver keeps an object's bytes in `<key>._S3rver_object`.
const inBucket = (key: string) => fs.existsSync(path.join(s3.dir, s3.bucket, `${key}._S3rver_object`));
const uploadsDir = () => path.join(t.dataDir, 'uploads');

describe('the app on S3 storage', () => {
  it("a child's photo is stored in the bucket, not on the instance's disk, and read back through the API", async () => {
    const mariana = await as('mariana@lunna.demo');
    const res = await mariana.post(
      `/api/discente/${lucas}/foto`,
      multipart({}, { imgDisc: { data: await pngImage('#31C1FF'), name: 'lucas.png', type: 'image/png' } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const key = res.json().imgDisc as string;
    expect(inBucket(key)).toBe(true);
    expect(fs.existsSync(uploadsDir())).toBe(false);

    const read = await mariana.get(`/api/images?filename=${key}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/webp');
    expect(read.rawPayload.equals((await t.storage.get(key))!)).toBe(true);
    expect((await sharp(read.rawPayload).metadata()).format).toBe('webp');
    // Another family: the same access checks as on disk.
    expect((await (await as('patricia@lunna.demo')).get(`/api/images?filename=${key}`)).statusCode).toBe(403);
  });

  it('a memory photo is stored in three sizes in the bucket and read back through the API', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const form = multipart(
      { body: JSON.stringify({ idTurma: girassol, descricao: 'No pátio', idsDisc: [] }) },
      { fotos: { data: await pngImage('#F53491'), name: 'patio.png', type: 'image/png' } },
    );
    const res = await ana.post('/api/memoria', form);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().itens[0].idMemoria as string;
    const mariana = await as('mariana@lunna.demo');
    for (const tamanho of ['miniatura', 'tela', 'original'] as const) {
      const read = await mariana.get(memoriaImagemPath(id, tamanho));
      expect(read.statusCode, tamanho).toBe(200);
      expect(Number(read.headers['content-length'])).toBe(read.rawPayload.length);
      expect((await sharp(read.rawPayload).metadata()).format).toBe(tamanho === 'original' ? 'jpeg' : 'webp');
    }
    expect(fs.existsSync(uploadsDir())).toBe(false);
  });

  it('a family data export is written to the bucket and downloaded by its owner only', async () => {
    const mariana = await as('mariana@lunna.demo');
    const asked = await mariana.post('/api/privacidade/exportacao');
    expect(asked.statusCode, asked.body).toBe(202);
    await t.app.jobs.runDue(new Date());
    const id = asked.json().idExportacao as string;
    expect(inBucket(`exportacao-${id}.zip`)).toBe(true);

    const res = await mariana.get(`/api/privacidade/exportacao/${id}/arquivo`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const listed = (await mariana.get('/api/privacidade/exportacao')).json()[0];
    expect(listed).toMatchObject({ idExportacao: id, status: 'pronta', tamanhoBytes: res.rawPayload.length });
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(JSON.parse(strFromU8(files['dados.json']!)).voce).toMatchObject({ email: 'mariana@lunna.demo' });
    // The photos came from the bucket into the ZIP (the child's photo stored above among them).
    const fotos = Object.keys(files).filter((name) => name.startsWith('fotos/'));
    expect(fotos.length).toBeGreaterThan(0);
    for (const name of fotos) expect(files[name]!.length, name).toBeGreaterThan(0);

    expect(
      (await (await as('carlos@lunna.demo')).get(`/api/privacidade/exportacao/${id}/arquivo`)).statusCode,
    ).toBe(404);
    expect(fs.existsSync(uploadsDir())).toBe(false);
  });

  // Last: it stops the bucket.
  it('with the bucket down, reading and uploading answer 503 SERVICO_INDISPONIVEL within seconds', async () => {
    const mariana = await as('mariana@lunna.demo');
    const key = (
      await t.database.db.select({ imgDisc: discente.imgDisc }).from(discente).where(eq(discente.id, lucas))
    )[0]!.imgDisc!;
    await s3.close();
    bucketStopped = true;

    let started = Date.now();
    const read = await mariana.get(`/api/images?filename=${key}`);
    expect({
      status: read.statusCode,
      code: read.json().code,
      retryAfter: read.headers['retry-after'],
    }).toEqual({
      status: 503,
      code: 'SERVICO_INDISPONIVEL',
      retryAfter: expect.any(String),
    });
    expect(Date.now() - started).toBeLessThan(5_000);

    started = Date.now();
    const upload = await mariana.post(
      `/api/discente/${lucas}/foto`,
      multipart({}, { imgDisc: { data: await pngImage('#FF9F1C'), name: 'lucas.png', type: 'image/png' } }),
    );
    expect({ status: upload.statusCode, code: upload.json().code }).toEqual({
      status: 503,
      code: 'SERVICO_INDISPONIVEL',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
