import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@lunna/contract';
import { arquivo, auditLog, discente, historicoAlteracao } from '../../../db/schema';
import { demoChildCpf, demoChildren } from '../../../db/seed/demo-data';
import {
  jpegWithMetadata,
  multipart,
  otherSchoolStaff,
  pngImage,
  responsavelPayload,
} from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
const ids = new Map<string, string>();
let outsideDirector: Awaited<ReturnType<typeof otherSchoolStaff>>;
let outsideGuardian: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  for (const child of demoChildren) {
    const [row] = await t.database.db
      .select({ id: discente.id })
      .from(discente)
      .where(eq(discente.cpfDisc, demoChildCpf(child.cpfBase)));
    ids.set(child.key, row!.id);
  }
  outsideDirector = await otherSchoolStaff(t.database.db, 'gestor', 'OUTRA9');
  // A guardian registered in that other school.
  outsideGuardian = new TestClient(t.app);
  const registered = await outsideGuardian.post(
    '/api/responsavel',
    multipart(
      { body: JSON.stringify(responsavelPayload({ codigoEscola: 'OUTRA9' })) },
      { ftPerfilResp: { data: await pngImage(), name: 'eu.png', type: 'image/png' } },
    ),
  );
  expect(registered.statusCode).toBe(201);
});
afterAll(() => t.close());

const as = (email: string) => TestClient.signedIn(t.app, email);
const lucas = () => ids.get('lucas')!;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type File = { data: Buffer; name: string; type: string };
const png = async (): Promise<File> => ({
  data: await pngImage('#FF9F1C'),
  name: 'capa.png',
  type: 'image/png',
});
const send = (client: TestClient, idDisc: string, kind: 'foto' | 'capa', file?: File) =>
  client.post(
    `/api/discente/${idDisc}/${kind}`,
    multipart({}, file ? { [kind === 'foto' ? 'imgDisc' : 'capaDisc']: file } : {}),
  );

const childRow = async (idDisc: string) =>
  (await t.database.db.select().from(discente).where(eq(discente.id, idDisc)))[0]!;
const counts = async () => ({
  arquivos: (await t.database.db.select().from(arquivo)).length,
  historico: (await t.database.db.select().from(historicoAlteracao)).length,
  files: fs.readdirSync(path.join(t.dataDir, 'uploads')).length,
});
const image = (client: TestClient, filename: string) => client.get(`/api/images?filename=${filename}`);

/** A landscape JPEG 2400×1200 with EXIF text in it. */
const wideJpegWithMetadata = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#31C1FF' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'segredo-do-exif', ImageDescription: 'Rua Secreta 123' } })
    .toBuffer();

describe('POST /api/discente/:idDisc/capa', () => {
  it('stores the cover cropped to 1600×400 WebP without metadata, readable by the guardian, listed in discenteRead', async () => {
    const mariana = await as('mariana@lunna.demo');
    expect((await childRow(lucas())).capaDisc).toBeNull();
    const res = await send(mariana, lucas(), 'capa', {
      data: await wideJpegWithMetadata(),
      name: 'praia.jpg',
      type: 'image/jpeg',
    });
    expect(res.statusCode).toBe(200);
    const capa = res.json().capaDisc as string;
    expect(res.json()).toEqual({
      idDisc: lucas(),
      imgDisc: (await childRow(lucas())).imgDisc,
      capaDisc: capa,
    });
    expect(capa).toMatch(/^[0-9a-f-]{36}\.webp$/);

    const stored = (await t.storage.get(capa))!;
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([1600, 400]);
    expect(meta.exif).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('segredo-do-exif');

    const [row] = await t.database.db.select().from(arquivo).where(eq(arquivo.filename, capa));
    expect(row).toMatchObject({ tipo: 'capa_disc', discenteId: lucas() });

    // The child as read carries the cover, in the single-child read and in the guardian's list.
    expect((await mariana.get(`/api/discente/${lucas()}`)).json().capaDisc).toBe(capa);
    const own = (await mariana.get('/api/responsavel/email/mariana%40lunna.demo')).json();
    expect(own.discentes.find((d: { idDisc: string }) => d.idDisc === lucas()).capaDisc).toBe(capa);
    expect(own.discentes.find((d: { idDisc: string }) => d.idDisc === ids.get('sofia')).capaDisc).toBeNull();

    const served = await image(mariana, capa);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // The family's own look is not written to the access log; the director's is.
    const reads = async () =>
      (
        await t.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.discenteId, lucas()), eq(auditLog.acao, 'ler_foto')))
      ).length;
    const before = await reads();
    expect((await image(mariana, capa)).statusCode).toBe(200);
    expect(await reads()).toBe(before);
    expect((await image(await as('diretora@lunna.demo'), capa)).statusCode).toBe(200);
    expect(await reads()).toBe(before + 1);
    // Not for an educator of another class, another family or another school.
    for (const client of [
      await as('bruno.professor@lunna.demo'),
      await as('carlos@lunna.demo'),
      await as(outsideDirector.email),
      outsideGuardian,
    ]) {
      expect((await image(client, capa)).statusCode).toBe(403);
    }
  });

  it('replaces the previous cover: the old file and its row are gone, the history says who changed it', async () => {
    const mariana = await as('mariana@lunna.demo');
    const old =
      (await childRow(lucas())).capaDisc ??
      (await send(mariana, lucas(), 'capa', await png())).json().capaDisc;
    // A portrait picture is cropped to the banner too.
    const portrait = await sharp({ create: { width: 300, height: 900, channels: 3, background: '#FF6B9D' } })
      .png()
      .toBuffer();
    const res = await send(mariana, lucas(), 'capa', { data: portrait, name: 'alto.png', type: 'image/png' });
    expect(res.statusCode).toBe(200);
    const novo = res.json().capaDisc as string;
    expect(novo).not.toBe(old);
    const meta = await sharp((await t.storage.get(novo))!).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 400]);
    expect(await t.storage.get(old)).toBeNull();
    expect(await t.database.db.select().from(arquivo).where(eq(arquivo.filename, old))).toHaveLength(0);
    expect((await image(mariana, old)).statusCode).toBe(404);

    const history = await t.database.db
      .select()
      .from(historicoAlteracao)
      .where(
        and(eq(historicoAlteracao.discenteId, lucas()), eq(historicoAlteracao.entidade, 'discente_imagem')),
      );
    expect(history.at(-1)).toMatchObject({
      acao: 'alterado',
      antes: { capaDisc: old },
      depois: { capaDisc: novo },
    });
  });

  it('refuses a non-image, an oversize file and a missing file with the spec messages; nothing stored', async () => {
    const mariana = await as('mariana@lunna.demo');
    const before = await counts();
    const capa = (await childRow(lucas())).capaDisc;
    const fake = await send(mariana, lucas(), 'capa', {
      data: Buffer.from('GIF89a not really'),
      name: 'capa.png',
      type: 'image/png',
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', fields: { capaDisc: msg.fileType } });
    const big = Buffer.concat([await pngImage(), Buffer.alloc(4 * 1024 * 1024 + 10, 1)]);
    const huge = await send(mariana, lucas(), 'capa', { data: big, name: 'capa.png', type: 'image/png' });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(msg.fileTooLarge(4 * 1024 * 1024));
    const missing = await send(mariana, lucas(), 'capa');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.capaDisc).toBe(msg.imagemObrigatoria);
    expect(await counts()).toEqual(before);
    expect((await childRow(lucas())).capaDisc).toBe(capa);
  });

  it("refuses another family's guardian, staff and another school (403), unknown children (404); nothing stored", async () => {
    const before = await counts();
    const row = await childRow(lucas());
    for (const [who, client] of [
      ['carlos', await as('carlos@lunna.demo')],
      ['diretora', await as('diretora@lunna.demo')],
      ['ana (educator of Lucas)', await as('ana.professora@lunna.demo')],
      ['other school director', await as(outsideDirector.email)],
      ['other school guardian', outsideGuardian],
    ] as const) {
      expect((await send(client, lucas(), 'capa', await png())).statusCode, who).toBe(403);
      expect((await send(client, lucas(), 'foto', await png())).statusCode, who).toBe(403);
      expect((await client.delete(`/api/discente/${lucas()}/capa`)).statusCode, who).toBe(403);
    }
    expect((await send(new TestClient(t.app), lucas(), 'capa', await png())).statusCode).toBe(401);
    expect((await send(await as('mariana@lunna.demo'), UNKNOWN, 'capa', await png())).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
    expect(await childRow(lucas())).toEqual(row);
  });

  it('lets both guardians of a shared child change its cover', async () => {
    // Theo has two guardians, Carlos and Patrícia.
    const theo = ids.get('theo')!;
    const byCarlos = await send(await as('carlos@lunna.demo'), theo, 'capa', await png());
    expect(byCarlos.statusCode).toBe(200);
    const patricia = await as('patricia@lunna.demo');
    expect((await image(patricia, byCarlos.json().capaDisc)).statusCode).toBe(200);
    const byPatricia = await send(patricia, theo, 'capa', await png());
    expect(byPatricia.statusCode).toBe(200);
    expect(await t.storage.get(byCarlos.json().capaDisc)).toBeNull();
  });
});

describe('DELETE /api/discente/:idDisc/capa', () => {
  it('removes the cover (row and file) and the banner goes back to its pattern; a second call changes nothing', async () => {
    const mariana = await as('mariana@lunna.demo');
    const sofia = ids.get('sofia')!;
    const capa = (await send(mariana, sofia, 'capa', await png())).json().capaDisc as string;
    const res = await mariana.delete(`/api/discente/${sofia}/capa`);
    expect(res.statusCode).toBe(200);
    expect(res.json().capaDisc).toBeNull();
    expect((await childRow(sofia)).capaDisc).toBeNull();
    expect(await t.storage.get(capa)).toBeNull();
    expect(await t.database.db.select().from(arquivo).where(eq(arquivo.filename, capa))).toHaveLength(0);
    const before = await counts();
    expect((await mariana.delete(`/api/discente/${sofia}/capa`)).statusCode).toBe(200);
    expect(await counts()).toEqual(before);
  });
});

describe('POST /api/discente/:idDisc/foto', () => {
  it("replaces the child's photo with a WebP without metadata (at most 1600 px), old file removed", async () => {
    const mariana = await as('mariana@lunna.demo');
    const old = (await childRow(lucas())).imgDisc!;
    expect(await t.storage.get(old)).not.toBeNull();
    const res = await send(mariana, lucas(), 'foto', {
      data: await wideJpegWithMetadata(),
      name: 'lucas.jpg',
      type: 'image/jpeg',
    });
    expect(res.statusCode).toBe(200);
    const novo = res.json().imgDisc as string;
    expect(novo).not.toBe(old);
    const stored = (await t.storage.get(novo))!;
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([1600, 800]);
    expect(meta.exif).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('Rua Secreta');
    expect(await t.storage.get(old)).toBeNull();
    expect(await t.database.db.select().from(arquivo).where(eq(arquivo.filename, old))).toHaveLength(0);
    const [row] = await t.database.db.select().from(arquivo).where(eq(arquivo.filename, novo));
    expect(row).toMatchObject({ tipo: 'foto_disc', discenteId: lucas() });
    // Educators still see the children's photos (decision 0005).
    expect((await image(await as('ana.professora@lunna.demo'), novo)).statusCode).toBe(200);
    expect((await image(await as('carlos@lunna.demo'), novo)).statusCode).toBe(403);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.discenteId, lucas()), eq(auditLog.acao, 'alterar_foto')));
    expect(audit).toHaveLength(1);
  });

  it('refuses a non-image with the spec message; nothing stored', async () => {
    const before = await counts();
    const res = await send(await as('mariana@lunna.demo'), lucas(), 'foto', {
      data: await jpegWithMetadata().then((b) => b.subarray(0, 20)),
      name: 'x.jpg',
      type: 'image/jpeg',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().fields.imgDisc).toBe(msg.fileType);
    expect(await counts()).toEqual(before);
  });
});
