import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, discente, escola, responsavel, usuario } from '../../db/schema';
import { jpegWithMetadata, multipart, pngImage, responsavelPayload } from '../../test/fixtures';
import { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const image = (client: TestClient, filename: string) => client.get(`/api/images?filename=${filename}`);

const signedIn = (email: string) => TestClient.signedIn(t.app, email);

const isWebp = (body: Buffer) =>
  body.subarray(0, 4).toString('latin1') === 'RIFF' && body.subarray(8, 12).toString('latin1') === 'WEBP';

async function childPhoto(nomeDisc: string): Promise<string> {
  const [row] = await t.database.db
    .select({ f: discente.imgDisc })
    .from(discente)
    .where(eq(discente.nomeDisc, nomeDisc));
  return row!.f!;
}

async function guardianFiles(email: string) {
  const [row] = await t.database.db
    .select({ perfil: responsavel.ftPerfilResp, rg: responsavel.ftRgResp })
    .from(responsavel)
    .innerJoin(usuario, eq(usuario.id, responsavel.usuarioId))
    .where(eq(usuario.email, email));
  return row!;
}

/** Registers a guardian through the API; the returned client holds the new session. */
async function register(files: { ftPerfilResp: Buffer; ftRgResp?: Buffer }, codigoEscola = 'LUNNA1') {
  const payload = responsavelPayload({ codigoEscola });
  const client = new TestClient(t.app);
  const parts: Record<string, { data: Buffer; name: string; type: string }> = {
    ftPerfilResp: { data: files.ftPerfilResp, name: 'eu.jpg', type: 'image/jpeg' },
  };
  if (files.ftRgResp) parts.ftRgResp = { data: files.ftRgResp, name: 'rg.png', type: 'image/png' };
  const res = await client.post('/api/responsavel', multipart({ body: JSON.stringify(payload) }, parts));
  expect(res.statusCode).toBe(201);
  return { client, email: payload.emailResp, files: await guardianFiles(payload.emailResp) };
}

describe('GET /api/images', () => {
  it('is 401 without a session', async () => {
    const res = await image(new TestClient(t.app), await childPhoto('Lucas Souza Pereira'));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it("serves a guardian their own child's photo as WebP", async () => {
    const mariana = await signedIn('mariana@lunna.demo');
    const own = (await mariana.get('/api/responsavel/email/mariana%40lunna.demo')).json();
    const lucas = own.discentes.find((d: { nomeDisc: string }) => d.nomeDisc === 'Lucas Souza Pereira');
    expect(lucas.imgDisc).toBe(await childPhoto('Lucas Souza Pereira'));
    const res = await image(mariana, lucas.imgDisc);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(isWebp(res.rawPayload)).toBe(true);
    expect(res.rawPayload.equals((await t.storage.get(lucas.imgDisc))!)).toBe(true);
  });

  it("refuses a guardian another family's child photo", async () => {
    const res = await image(await signedIn('mariana@lunna.demo'), await childPhoto('Davi Lima Santos'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'Acesso não permitido' });
  });

  it("lets co-guardians see each other's profile photo, but not other guardians", async () => {
    const carlos = await signedIn('carlos@lunna.demo');
    const patricia = await signedIn('patricia@lunna.demo');
    const carlosPhoto = (await carlos.get('/api/responsavel/email/carlos%40lunna.demo')).json().ftPerfilResp;
    expect(carlosPhoto).toBe((await guardianFiles('carlos@lunna.demo')).perfil);
    expect((await image(patricia, carlosPhoto)).statusCode).toBe(200);
    expect((await image(carlos, (await guardianFiles('patricia@lunna.demo')).perfil!)).statusCode).toBe(200);
    expect((await image(await signedIn('mariana@lunna.demo'), carlosPhoto)).statusCode).toBe(403);
  });

  it("shows a guardian's photo to the educators of the guardian's children only, to check who picks up", async () => {
    const carlosPhoto = (await guardianFiles('carlos@lunna.demo')).perfil!;
    // Ana teaches Theo and Davi (Carlos's children); Bruno teaches neither.
    expect((await image(await signedIn('ana.professora@lunna.demo'), carlosPhoto)).statusCode).toBe(200);
    expect((await image(await signedIn('bruno.professor@lunna.demo'), carlosPhoto)).statusCode).toBe(403);
  });

  it("lets the director and the school's educators see the children's photos (decision 0005)", async () => {
    const director = await signedIn('diretora@lunna.demo');
    const ana = await signedIn('ana.professora@lunna.demo');
    for (const nome of ['Lucas Souza Pereira', 'Davi Lima Santos', 'Alice Alves Moreira']) {
      const res = await image(director, await childPhoto(nome));
      expect(res.statusCode).toBe(200);
      expect(isWebp(res.rawPayload)).toBe(true);
      // Children's photos are personal data: no cache keeps them (lib/cache-control).
      expect(res.headers['cache-control']).toBe('no-store');
      const [child] = await t.database.db
        .select({ id: discente.id })
        .from(discente)
        .where(eq(discente.nomeDisc, nome));
      const reads = await t.database.db.select().from(auditLog).where(eq(auditLog.discenteId, child!.id));
      expect(reads.some((r) => r.acao === 'ler_foto')).toBe(true);
      expect((await image(ana, await childPhoto(nome))).statusCode).toBe(200);
    }
  });

  it('shows an RG document to its owner and the director only', async () => {
    const png = await pngImage();
    const owner = await register({ ftPerfilResp: png, ftRgResp: await pngImage('#000000') });
    const rg = owner.files.rg!;
    expect(rg).toMatch(/\.webp$/);
    expect((await image(owner.client, rg)).statusCode).toBe(200);
    expect((await image(await signedIn('diretora@lunna.demo'), rg)).statusCode).toBe(200);
    expect((await image(await signedIn('ana.professora@lunna.demo'), rg)).statusCode).toBe(403);
    expect((await image(await signedIn('mariana@lunna.demo'), rg)).statusCode).toBe(403);
    // Identity documents are never left in a browser cache.
    expect((await image(owner.client, rg)).headers['cache-control']).toBe('no-store');
  });

  it.each(['../secrets.json', '..%2Fsecrets.json', '..%2F..%2Fetc%2Fpasswd', 'secrets.json'])(
    'rejects the filename %s with 400',
    async (filename) => {
      const res = await image(await signedIn('diretora@lunna.demo'), filename);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'Arquivo invalido' });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    },
  );

  it('is 404 for an unknown filename', async () => {
    const res = await image(await signedIn('diretora@lunna.demo'), `${crypto.randomUUID()}.webp`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it("refuses a user of another school, even for the school's children", async () => {
    await t.database.db.insert(escola).values({ nome: 'Outra Creche', codigo: 'OUTRA1' });
    const outsider = await register({ ftPerfilResp: await pngImage() }, 'OUTRA1');
    expect((await image(outsider.client, outsider.files.perfil!)).statusCode).toBe(200);
    const res = await image(outsider.client, await childPhoto('Lucas Souza Pereira'));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect((await image(await signedIn('diretora@lunna.demo'), outsider.files.perfil!)).statusCode).toBe(403);
  });

  it('serves uploads re-encoded to WebP, without their metadata', async () => {
    const original = await jpegWithMetadata();
    expect(original.toString('latin1')).toContain('segredo-do-exif');
    const { client, files } = await register({ ftPerfilResp: original });
    const res = await image(client, files.perfil!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(isWebp(res.rawPayload)).toBe(true);
    const bytes = res.rawPayload.toString('latin1');
    expect(bytes).not.toContain('segredo-do-exif');
    expect(bytes).not.toContain('Rua Secreta');
  });
});
