import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@lunna/contract';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { scratchDir, startServerProcess, type ServerProcess } from '../../test/faults/server-process';

/** A real small filesystem: a tmpfs of `size`, mounted where the server writes (needs root). */
function mountTmpfs(dir: string, size: string): void {
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', dir]);
}
function unmount(dir: string): void {
  try {
    execFileSync('umount', ['-l', dir]);
  } catch {
    // already gone
  }
}
const canMount = (() => {
  const probe = scratchDir('lunna-faults-mount-probe');
  try {
    mountTmpfs(probe, '64k');
    unmount(probe);
    return true;
  } catch {
    return false;
  } finally {
    fs.rmSync(probe, { recursive: true, force: true });
  }
})();

/** Fills what is left of the filesystem at `dir` but `leaveBytes`, with one file. */
function fill(dir: string, leaveBytes = 0): string {
  const file = path.join(dir, 'enchimento.bin');
  const fd = fs.openSync(file, 'w');
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) {
      const free = fs.statfsSync(dir).bavail * fs.statfsSync(dir).bsize;
      if (free <= leaveBytes) break;
      fs.writeSync(fd, chunk, 0, Math.min(chunk.length, Math.max(4096, free - leaveBytes)));
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
  } finally {
    fs.closeSync(fd);
  }
  return file;
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/responsavel/login-responsavel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, senha: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A photo that compresses badly (noise), so its three stored sizes take a few hundred KiB. */
const noisyPhoto = () =>
  sharp({
    create: {
      width: 1400,
      height: 1000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

/** Item 8 of issue 24: a full or unwritable disk is said as such, leaves nothing half-written, and recovers. */
describe.skipIf(!canMount)('a full disk', () => {
  const mounts: string[] = [];
  let server: ServerProcess;
  let token: string;
  let uploads: string;
  let dataDir: string;

  beforeAll(async () => {
    // The whole DATA_DIR on a small filesystem: the embedded database, uploads and the health probe share it.
    dataDir = scratchDir('lunna-faults-disk');
    mountTmpfs(dataDir, '160m');
    mounts.push(dataDir);
    uploads = path.join(dataDir, 'uploads');
    server = await startServerProcess({ env: { DATA_DIR: dataDir } });
    token = await signIn(server.baseUrl, 'diretora@lunna.demo');
  });

  afterAll(async () => {
    await server?.stop();
    for (const dir of mounts) {
      unmount(dir);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  const sharePhotoWithAClass = async (photo: Buffer) => {
    const auth = { authorization: `Bearer ${token}` };
    const turmas = (await (await fetch(`${server.baseUrl}/api/turma`, { headers: auth })).json()) as {
      idTurma: string;
    }[];
    const form = new FormData();
    form.append('body', JSON.stringify({ idTurma: turmas[0]!.idTurma, descricao: 'No parque', idsDisc: [] }));
    form.append('fotos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'parque.jpg');
    return fetch(`${server.baseUrl}/api/memoria`, { method: 'POST', headers: auth, body: form });
  };
  const sendNotice = () =>
    fetch(`${server.baseUrl}/api/aviso`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        tituloAviso: 'Disco',
        conteudoAviso: 'Teste.',
        importancia: 'Normal',
        idTurma: null,
      }),
    });
  const health = async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    return { status: response.status, body: (await response.json()) as { status: string; disco?: string } };
  };

  it('refuses an upload that does not fit with 507 and leaves no partial file', async () => {
    const photo = await noisyPhoto();
    fs.mkdirSync(uploads, { recursive: true });
    const before = new Set(fs.readdirSync(uploads));
    const filler = fill(dataDir, 96 * 1024);
    try {
      const response = await sharePhotoWithAClass(photo);
      const leftovers = fs.readdirSync(uploads).filter((f) => !before.has(f));
      const sizes = leftovers.map((f) => `${f}: ${fs.statSync(path.join(uploads, f)).size} bytes`);
      expect({ status: response.status, body: await response.json(), leftovers: sizes }).toEqual({
        status: 507,
        body: { code: 'SEM_ESPACO', message: msg.semEspaco },
        leftovers: [],
      });
    } finally {
      fs.rmSync(filler);
    }
    expect((await sharePhotoWithAClass(photo)).status).toBe(201);
  });

  it('says so in health and on database writes while the disk is full, and recovers when space returns', async () => {
    expect((await health()).status).toBe(200);
    const filler = fill(dataDir);
    let fullFor: number;
    try {
      const filledAt = Date.now();
      let seen = await health();
      while (seen.body.disco !== 'cheio' && Date.now() - filledAt < 10_000) {
        await new Promise((r) => setTimeout(r, 200));
        seen = await health();
      }
      console.log(`full disk: health said so ${Date.now() - filledAt} ms after it filled`);
      const write = await sendNotice();
      const body = (await write.json()) as { code: string };
      console.log(`full disk: a database write answered ${write.status} ${body.code}`);
      expect({ health: seen, write: { status: write.status, body } }).toEqual({
        health: { status: 503, body: expect.objectContaining({ status: 'indisponivel', disco: 'cheio' }) },
        write: { status: 507, body: { code: 'SEM_ESPACO', message: msg.semEspaco } },
      });
    } finally {
      fs.rmSync(filler);
      fullFor = Date.now();
    }

    let seen = await health();
    while (seen.status !== 200 && Date.now() - fullFor < 10_000) {
      await new Promise((r) => setTimeout(r, 200));
      seen = await health();
    }
    console.log(`full disk: health recovered ${Date.now() - fullFor} ms after space returned`);
    expect(seen.body).toMatchObject({ status: 'ok', disco: 'ok' });
    expect((await sendNotice()).status).toBe(201);
    expect(server.child.exitCode).toBeNull();
  });
});
