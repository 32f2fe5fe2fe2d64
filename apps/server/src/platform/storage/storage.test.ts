import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDiskStorage } from './storage';

describe('the disk storage probe', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunna-storage-'));
    dirs.push(dir);
    return dir;
  };

  it('passes on a folder not created yet (a fresh installation), creating it', async () => {
    const dir = path.join(tempDir(), 'uploads');
    await expect(createDiskStorage(dir).probe()).resolves.toBeUndefined();
    expect(fs.statSync(dir).isDirectory()).toBe(true);
  });

  it('throws when the folder cannot be reached', async () => {
    // A path under a file can never be a folder, whoever runs the test (root ignores permissions).
    const file = path.join(tempDir(), 'um-arquivo');
    fs.writeFileSync(file, '');
    await expect(createDiskStorage(path.join(file, 'uploads')).probe()).rejects.toThrow();
  });
});
