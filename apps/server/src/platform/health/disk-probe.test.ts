import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDiskProbe } from './disk-probe';

describe('the disk probe', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunna-disk-probe-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) {
      fs.chmodSync(dir, 0o700);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds a writable folder writable and leaves nothing behind', async () => {
    const dir = tempDir();
    expect(await createDiskProbe(dir).writable()).toBe(true);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('finds a folder that cannot be written unwritable', async () => {
    // A path under a file can never be created, whoever runs the test (root ignores permissions).
    const file = path.join(tempDir(), 'um-arquivo');
    fs.writeFileSync(file, '');
    expect(await createDiskProbe(path.join(file, 'dados')).writable()).toBe(false);
  });

  it('remembers the answer briefly, then looks again', async () => {
    const dir = tempDir();
    const blocked = path.join(dir, 'dados');
    fs.writeFileSync(blocked, '');
    const probe = createDiskProbe(blocked, { cacheMs: 300 });
    expect(await probe.writable()).toBe(false);

    fs.rmSync(blocked);
    expect(await probe.writable()).toBe(false);
    await new Promise((r) => setTimeout(r, 350));
    expect(await probe.writable()).toBe(true);
  });
});
