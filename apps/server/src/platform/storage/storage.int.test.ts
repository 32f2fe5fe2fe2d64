import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../test/s3/s3-test-server';
import { createS3Storage } from './s3-storage';
import { createDiskStorage, type Storage } from './storage';
import { StorageUnavailableError } from './storage-unavailable';

const MiB = 1024 * 1024;
const S3RVER_OBJECT = '._S3rver_object';

/** `total` bytes of a repeatable pattern, produced a chunk at a time (never whole in memory). */
function generated(total: number, chunk = 256 * 1024): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return this.push(null);
      const n = Math.min(chunk, total - sent);
      const block = Buffer.alloc(n);
      for (let i = 0; i < n; i += 4) block.writeUInt32LE((sent + i) >>> 0, i);
      sent += n;
      this.push(block);
    },
  });
}

async function digest(body: Readable): Promise<{ sha: string; bytes: number; chunks: number }> {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  let chunks = 0;
  for await (const chunk of body) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
    chunks++;
  }
  return { sha: hash.digest('hex'), bytes, chunks };
}

type Subject = { storage: Storage; keys(): string[]; close(): Promise<void> };

/** What every adapter promises (storage.ts's interface), run against the folder and against an S3 bucket. */
const adapters: [string, () => Promise<Subject>][] = [
  [
    'disk',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunna-storage-'));
      return {
        storage: createDiskStorage(path.join(dir, 'uploads')),
        keys: () =>
          fs.existsSync(path.join(dir, 'uploads')) ? fs.readdirSync(path.join(dir, 'uploads')) : [],
        close: async () => fs.rmSync(dir, { recursive: true, force: true }),
      };
    },
  ],
  [
    's3',
    async () => {
      const s3 = await startS3TestServer();
      const storage = createS3Storage({ ...s3, forcePathStyle: true });
      const bucketDir = path.join(s3.dir, s3.bucket);
      return {
        storage,
        // s3rver keeps an object's bytes in `<key>._S3rver_object` (its metadata beside it).
        keys: () =>
          fs.existsSync(bucketDir)
            ? fs
                .readdirSync(bucketDir)
                .flatMap((f) => (f.endsWith(S3RVER_OBJECT) ? [f.slice(0, -S3RVER_OBJECT.length)] : []))
            : [],
        close: () => s3.close(),
      };
    },
  ],
];

describe.each(adapters)('%s storage', (_name, open) => {
  let subject: Subject;
  let storage: Storage;
  beforeAll(async () => {
    subject = await open();
    storage = subject.storage;
  });
  afterAll(() => subject?.close());

  it('keeps a file under its key, reads it whole or as a stream, and forgets it', async () => {
    await storage.put('foto_1.webp', Buffer.from('uma foto'));
    expect((await storage.get('foto_1.webp'))?.toString()).toBe('uma foto');
    const stored = await storage.getStream('foto_1.webp');
    expect(stored?.size).toBe(8);
    expect(Buffer.concat(await stored!.body.toArray()).toString()).toBe('uma foto');
    expect(subject.keys()).toContain('foto_1.webp');

    await storage.put('foto_1.webp', Buffer.from('outra'));
    expect((await storage.get('foto_1.webp'))?.toString()).toBe('outra');

    await storage.remove('foto_1.webp');
    expect(await storage.get('foto_1.webp')).toBeNull();
    expect(await storage.getStream('foto_1.webp')).toBeNull();
    expect(subject.keys()).not.toContain('foto_1.webp');
  });

  it('answers null for a missing file, and removing one is not an error', async () => {
    expect(await storage.get('nunca-guardado.jpg')).toBeNull();
    expect(await storage.getStream('nunca-guardado.jpg')).toBeNull();
    await expect(storage.remove('nunca-guardado.jpg')).resolves.toBeUndefined();
  });

  it('refuses a key the server did not generate', async () => {
    for (const key of ['../segredo.webp', 'pasta/foto.webp', 'foto.exe', '', 'foto.webp/..'])
      for (const call of [
        () => storage.put(key, Buffer.from('x')),
        () => storage.putStream(key, Readable.from([Buffer.from('x')])),
        () => storage.get(key),
        () => storage.getStream(key),
        () => storage.remove(key),
      ])
        await expect(call(), key).rejects.toThrow('invalid storage key');
  });

  it('round-trips 20 MB through the streaming calls, a chunk at a time', async () => {
    const total = 20 * MiB;
    const expected = await digest(generated(total));
    await storage.putStream('grande_1.zip', generated(total));
    const stored = await storage.getStream('grande_1.zip');
    expect(stored?.size).toBe(total);
    const read = await digest(stored!.body);
    expect(read.sha).toBe(expected.sha);
    expect(read.bytes).toBe(total);
    // Streamed, not handed over as one buffer.
    expect(read.chunks).toBeGreaterThan(10);
    await storage.remove('grande_1.zip');
  }, 60_000);

  it('leaves nothing under the key when the stream being stored fails', async () => {
    const before = subject.keys();
    let sent = 0;
    const failing = new Readable({
      read() {
        if (sent++ < 30) this.push(Buffer.alloc(256 * 1024, 7));
        else this.destroy(new Error('a fonte falhou'));
      },
    });
    await expect(storage.putStream('falhou_1.zip', failing)).rejects.toThrow();
    expect(await storage.getStream('falhou_1.zip')).toBeNull();
    expect(subject.keys()).toEqual(before);
  }, 30_000);

  it('probes as reachable', async () => {
    await expect(storage.probe()).resolves.toBeUndefined();
  });
});

describe('s3 storage while the bucket is away', () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3TestServer();
  });

  it('says every call failed for want of the storage, in seconds, and the probe throws', async () => {
    const storage = createS3Storage({ ...s3, forcePathStyle: true });
    await storage.put('antes_1.webp', Buffer.from('x'));
    await s3.close();

    for (const call of [
      () => storage.put('depois_1.webp', Buffer.from('x')),
      () => storage.putStream('depois_1.zip', Readable.from([Buffer.from('x')])),
      () => storage.get('antes_1.webp'),
      () => storage.getStream('antes_1.webp'),
      () => storage.remove('antes_1.webp'),
    ]) {
      const started = Date.now();
      await expect(call()).rejects.toBeInstanceOf(StorageUnavailableError);
      expect(Date.now() - started).toBeLessThan(5_000);
    }
    const started = Date.now();
    await expect(storage.probe()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 40_000);

  it('the probe throws for a bucket that does not exist', async () => {
    const other = await startS3TestServer();
    try {
      await expect(
        createS3Storage({ ...other, bucket: 'nao-existe', forcePathStyle: true }).probe(),
      ).rejects.toThrow();
    } finally {
      await other.close();
    }
  });

  it('gives up on a bucket that accepts connections but never answers', async () => {
    // A socket that takes the request and says nothing: the hung storage a timeout is for.
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    try {
      const storage = createS3Storage(
        { ...s3, endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true },
        { connectionTimeoutMs: 500, requestTimeoutMs: 1_000, probeTimeoutMs: 500 },
      );
      for (const call of [
        () => storage.get('foto_1.webp'),
        () => storage.put('foto_1.webp', Buffer.from('x')),
      ]) {
        const started = Date.now();
        await expect(call()).rejects.toBeInstanceOf(StorageUnavailableError);
        expect(Date.now() - started).toBeLessThan(5_000);
      }
      const started = Date.now();
      await expect(storage.probe()).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      silent.close();
    }
  }, 30_000);
});
