import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from './s3-test-server';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => s3?.close());

it('answers the official S3 client with signed requests, path-style', async () => {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'a.webp', Body: Buffer.from('olá') }));
  const got = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'a.webp' }));
  expect(await got.Body?.transformToString()).toBe('olá');
});
