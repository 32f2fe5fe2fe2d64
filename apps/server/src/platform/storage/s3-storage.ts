import type { Readable } from 'node:stream';
import type * as ClientS3 from '@aws-sdk/client-s3';
import type * as LibStorage from '@aws-sdk/lib-storage';
import { lazyRequire } from '../../lib/lazy-require';
import { assertSafeKey, type Storage } from './storage';
import { StorageUnavailableError } from './storage-unavailable';

// The SDK loads only when a bucket is configured (the embedded default stores on disk).
const clientS3 = lazyRequire<typeof ClientS3>('@aws-sdk/client-s3');
const libStorage = lazyRequire<typeof LibStorage>('@aws-sdk/lib-storage');

export type S3StorageConfig = {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addressing (`endpoint/bucket/key`), as MinIO-style servers expect. */
  forcePathStyle: boolean;
};

/**
 * How long a request may wait: a bucket that does not answer makes the API say 503 within seconds, not
 * hang. `requestTimeoutMs` is until the answer starts, so a long download or upload body is not cut.
 */
export type S3Timeouts = { connectionTimeoutMs: number; requestTimeoutMs: number; probeTimeoutMs: number };
export const defaultS3Timeouts: S3Timeouts = {
  connectionTimeoutMs: 2_000,
  requestTimeoutMs: 10_000,
  probeTimeoutMs: 2_000,
};

/** Multipart parts for `putStream` (S3's minimum is 5 MiB); two in flight at most, so memory stays ~10 MiB per upload. */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

type S3Failure = { name?: string; $metadata?: { httpStatusCode?: number } };
const statusOf = (err: unknown) => (err as S3Failure | null)?.$metadata?.httpStatusCode;

function isMissing(err: unknown): boolean {
  const name = (err as S3Failure | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(err) === 404;
}

/**
 * A refusal from the bucket (403 wrong credentials, 404 no such bucket) is a configuration fault and stays
 * an error; anything else (no answer, a timeout, a reset connection, a 5xx) means the storage is away now.
 */
function translate(err: unknown): unknown {
  const status = statusOf(err);
  if (status !== undefined && status < 500) return err;
  return new StorageUnavailableError(err);
}

export function createS3Storage(config: S3StorageConfig, timeouts: S3Timeouts = defaultS3Timeouts): Storage {
  const { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } = clientS3();
  const { Upload } = libStorage();
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // One retry: a blip is absorbed, an outage is reported in seconds.
    maxAttempts: 2,
    // requestTimeout runs until the answer's headers (the body may then stream for as long as it takes), and
    // only warns unless told to throw.
    requestHandler: {
      connectionTimeout: timeouts.connectionTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      throwOnRequestTimeout: true,
    },
  });
  const Bucket = config.bucket;
  const calling = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (err) {
      throw translate(err);
    }
  };
  const open = async (key: string) => {
    const Key = assertSafeKey(key);
    try {
      const out = await client.send(new GetObjectCommand({ Bucket, Key }));
      return { body: out.Body as Readable, size: out.ContentLength };
    } catch (err) {
      if (isMissing(err)) return null;
      throw translate(err);
    }
  };

  return {
    async put(key, data) {
      const Key = assertSafeKey(key);
      await calling(() => client.send(new PutObjectCommand({ Bucket, Key, Body: data })));
    },
    async putStream(key, body) {
      // Multipart from the stream, a part at a time; a failed upload is aborted, leaving nothing under the key.
      const upload = new Upload({
        client,
        params: { Bucket, Key: assertSafeKey(key), Body: body },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
      });
      await calling(() => upload.done());
    },
    async get(key) {
      const found = await open(key);
      if (!found) return null;
      return calling(async () =>
        Buffer.from(
          await (
            found.body as unknown as { transformToByteArray(): Promise<Uint8Array> }
          ).transformToByteArray(),
        ),
      );
    },
    getStream: open,
    async remove(key) {
      const Key = assertSafeKey(key);
      await calling(() => client.send(new DeleteObjectCommand({ Bucket, Key })));
    },
    async probe() {
      await client.send(new HeadBucketCommand({ Bucket }), {
        abortSignal: AbortSignal.timeout(timeouts.probeTimeoutMs),
      });
    },
  };
}
