import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';

export type S3TestServer = {
  /** http://127.0.0.1:PORT */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The folder s3rver keeps the bucket's objects in (to show an object is there, not on an instance's disk). */
  dir: string;
  /** The environment a server process needs to use this bucket (the S3_* settings). */
  env: Record<string, string>;
  close(): Promise<void>;
};

/**
 * An S3-compatible server on loopback for the tests (s3rver keeps objects in a scratch folder), with one
 * empty bucket. Credentials are s3rver's fixed development pair: it checks signatures against them.
 */
export async function startS3TestServer(options: { bucket?: string } = {}): Promise<S3TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunna-s3-'));
  const bucket = options.bucket ?? 'lunna-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  const region = 'us-east-1';
  return {
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    dir,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
