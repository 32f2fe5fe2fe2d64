import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg, type ResponsavelDadosPayload } from '@lunna/contract';
import { arquivo, historicoAlteracao, responsavel, usuario } from '../../../db/schema';
import { jpegWithMetadata, multipart, otherSchoolStaff, pngImage } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let outsideDirector: Awaited<ReturnType<typeof otherSchoolStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  outsideDirector = await otherSchoolStaff(t.database.db, 'gestor');
});
afterAll(() => t.close());

const as = (email: string) => TestClient.signedIn(t.app, email);
const STAFF = ['diretora@lunna.demo', 'ana.professora@lunna.demo'];

const payload = (overrides: Partial<ResponsavelDadosPayload> = {}): ResponsavelDadosPayload => ({
  nomeResp: 'Mariana Souza Pereira',
  rgResp: '12.345.678-9',
  emailRecResp: 'mariana.recuperacao@lunna.demo',
  contato: { numeroTel: '11933334444', numeroCel: '11988887777' },
  enderecoResp: { rua: 'Rua das Acácias, 120', bairro: 'Vila Mariana', cep: '04101-000', uf: 'SP' },
  ...overrides,
});

async function profileOf(email: string) {
  const [row] = await t.database.db
    .select({ r: responsavel, nome: usuario.nome })
    .from(responsavel)
    .innerJoin(usuario, eq(usuario.id, responsavel.usuarioId))
    .where(eq(usuario.email, email));
  return row!;
}

const historyOf = async (responsavelId: string) =>
  t.database.db
    .select()
    .from(historicoAlteracao)
    .where(
      and(eq(historicoAlteracao.entidade, 'responsavel'), eq(historicoAlteracao.entidadeId, responsavelId)),
    );

const uploadedFiles = () => {
  const dir = path.join(t.dataDir, 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};
const counts = async () => ({
  arquivos: (await t.database.db.select().from(arquivo)).length,
  historico: (await t.database.db.select().from(historicoAlteracao)).length,
  files: uploadedFiles(),
});

const upload = (
  client: TestClient,
  url: string,
  field: string,
  file?: { data: Buffer; name: string; type: string },
) => client.post(url, multipart({}, file ? { [field]: file } : {}));

describe('GET /api/responsavel/me', () => {
  it('answers the signed-in guardian their own data, CPF included', async () => {
    const res = await (await as('mariana@lunna.demo')).get('/api/responsavel/me');
    expect(res.statusCode).toBe(200);
    const { r } = await profileOf('mariana@lunna.demo');
    expect(res.json()).toEqual({
      nomeResp: r.nomeResp,
      cpfResp: r.cpfResp,
      rgResp: '12.345.678-9',
      emailResp: 'mariana@lunna.demo',
      emailRecResp: 'mariana.recuperacao@lunna.demo',
      contato: { numeroTel: '11933334444', numeroCel: '11988887777' },
      enderecoResp: { rua: 'Rua das Acácias, 120', bairro: 'Vila Mariana', cep: '04101-000', uf: 'SP' },
      ftPerfilResp: r.ftPerfilResp,
      ftRgResp: null,
    });
  });

  it('is 401 signed out and 403 for staff, here or in another school', async () => {
    expect((await new TestClient(t.app).get('/api/responsavel/me')).statusCode).toBe(401);
    for (const email of [...STAFF, outsideDirector.email]) {
      const res = await (await as(email)).get('/api/responsavel/me');
      expect(res.statusCode, email).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: msg.acessoNegado });
    }
  });
});

describe('PUT /api/responsavel/me', () => {
  it('changes the own phones, address, e-mail, RG and name, recording only what changed', async () => {
    const carlos = await as('carlos@lunna.demo');
    const before = await profileOf('carlos@lunna.demo');
    const res = await carlos.put(
      '/api/responsavel/me',
      payload({
        nomeResp: 'Carlos Lima Santos Jr',
        emailRecResp: 'carlos.novo@exemplo.com.br',
        rgResp: before.r.rgResp,
        contato: { numeroTel: '11933334444', numeroCel: '21977776666' },
        enderecoResp: { rua: 'Rua Nova, 5', bairro: 'Vila Mariana', cep: '04101-000', uf: 'sp' },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      nomeResp: 'Carlos Lima Santos Jr',
      cpfResp: before.r.cpfResp,
      emailRecResp: 'carlos.novo@exemplo.com.br',
      contato: { numeroCel: '21977776666' },
      enderecoResp: { rua: 'Rua Nova, 5', uf: 'SP' },
    });
    const after = await profileOf('carlos@lunna.demo');
    expect(after.r.numeroCel).toBe('21977776666');
    expect(after.nome).toBe('Carlos Lima Santos Jr');
    const [row, ...more] = await historyOf(after.r.id);
    expect(more).toHaveLength(0);
    expect(row!.acao).toBe('alterado');
    expect(row!.usuarioId).toBe(after.r.usuarioId);
    expect(row!.discenteId).toBeNull();
    expect(row!.antes).toEqual({
      nomeResp: before.r.nomeResp,
      emailRecResp: before.r.emailRecResp,
      numeroCel: '11988887777',
      rua: 'Rua das Acácias, 120',
    });
    expect(row!.depois).toEqual({
      nomeResp: 'Carlos Lima Santos Jr',
      emailRecResp: 'carlos.novo@exemplo.com.br',
      numeroCel: '21977776666',
      rua: 'Rua Nova, 5',
    });

    // Saving the same data again writes no history.
    const again = await carlos.put('/api/responsavel/me', {
      ...(res.json() as object),
      nomeResp: 'Carlos Lima Santos Jr',
    });
    expect(again.statusCode).toBe(200);
    expect(await historyOf(after.r.id)).toHaveLength(1);
  });

  it('never changes the CPF or the sign-in e-mail, even when they are sent', async () => {
    const before = await profileOf('patricia@lunna.demo');
    const res = await (
      await as('patricia@lunna.demo')
    ).put('/api/responsavel/me', {
      ...payload({ nomeResp: before.r.nomeResp, emailRecResp: before.r.emailRecResp }),
      cpfResp: '111.444.777-35',
      emailResp: 'outra@exemplo.com.br',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().cpfResp).toBe(before.r.cpfResp);
    expect(res.json().emailResp).toBe('patricia@lunna.demo');
    expect((await profileOf('patricia@lunna.demo')).r.cpfResp).toBe(before.r.cpfResp);
  });

  it.each<[string, Partial<ResponsavelDadosPayload>, string, string]>([
    ['an empty name', { nomeResp: ' ' }, 'nomeResp', msg.nomeObrigatorio],
    ['an empty RG', { rgResp: '' }, 'rgResp', msg.rgObrigatorio],
    ['a bad secondary e-mail', { emailRecResp: 'mariana-sem-arroba' }, 'emailRecResp', msg.emailInvalido],
    [
      'letters in the mobile',
      { contato: { numeroTel: '11933334444', numeroCel: '11 9888-777' } },
      'contato.numeroCel',
      msg.digiteApenasNumeros,
    ],
    [
      'an empty phone',
      { contato: { numeroTel: '', numeroCel: '11988887777' } },
      'contato.numeroTel',
      msg.telefoneObrigatorio,
    ],
    [
      'a short phone',
      { contato: { numeroTel: '1193333444', numeroCel: '11988887777' } },
      'contato.numeroTel',
      msg.quantidadeInvalida,
    ],
    [
      'an empty street',
      { enderecoResp: { rua: '', bairro: 'Centro', cep: '04101-000', uf: 'SP' } },
      'enderecoResp.rua',
      msg.ruaObrigatoria,
    ],
    [
      'an empty district',
      { enderecoResp: { rua: 'Rua A', bairro: '', cep: '04101-000', uf: 'SP' } },
      'enderecoResp.bairro',
      msg.bairroObrigatorio,
    ],
    [
      'a CEP with four digits',
      { enderecoResp: { rua: 'Rua A', bairro: 'Centro', cep: '0410-000', uf: 'SP' } },
      'enderecoResp.cep',
      msg.quantidadeInvalida,
    ],
    [
      'a UF with a digit',
      { enderecoResp: { rua: 'Rua A', bairro: 'Centro', cep: '04101-000', uf: 'S1' } },
      'enderecoResp.uf',
      msg.ufInvalida,
    ],
  ])('refuses %s with the spec message and writes nothing', async (_, change, field, message) => {
    const before = await profileOf('mariana@lunna.demo');
    const historico = (await counts()).historico;
    const res = await (await as('mariana@lunna.demo')).put('/api/responsavel/me', payload(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().fields[field]).toBe(message);
    expect((await profileOf('mariana@lunna.demo')).r).toEqual(before.r);
    expect((await counts()).historico).toBe(historico);
  });

  it('refuses staff (403 before the body is even looked at) and anonymous requests (401)', async () => {
    const before = await counts();
    for (const email of [...STAFF, outsideDirector.email]) {
      const staff = await as(email);
      expect((await staff.put('/api/responsavel/me', payload())).statusCode, email).toBe(403);
      expect((await staff.put('/api/responsavel/me', { nomeResp: '' })).statusCode, email).toBe(403);
    }
    expect((await new TestClient(t.app).put('/api/responsavel/me', payload())).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });
});

describe('POST /api/responsavel/foto and /api/responsavel/documento', () => {
  it('replaces the profile photo with a re-encoded WebP without metadata and removes the old one', async () => {
    const mariana = await as('mariana@lunna.demo');
    const old = (await profileOf('mariana@lunna.demo')).r.ftPerfilResp!;
    expect(await t.storage.get(old)).not.toBeNull();
    const original = await jpegWithMetadata();
    const res = await upload(mariana, '/api/responsavel/foto', 'ftPerfilResp', {
      data: original,
      name: 'eu.jpg',
      type: 'image/jpeg',
    });
    expect(res.statusCode).toBe(200);
    const novo = res.json().ftPerfilResp as string;
    expect(novo).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(novo).not.toBe(old);
    expect((await profileOf('mariana@lunna.demo')).r.ftPerfilResp).toBe(novo);

    const stored = (await t.storage.get(novo))!;
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([40, 40]);
    expect(meta.exif).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('segredo-do-exif');

    // The old file is gone from storage and from the list of readable files.
    expect(await t.storage.get(old)).toBeNull();
    expect(await t.database.db.select().from(arquivo).where(eq(arquivo.filename, old))).toHaveLength(0);
    const [row] = await t.database.db.select().from(arquivo).where(eq(arquivo.filename, novo));
    expect(row).toMatchObject({ tipo: 'perfil_resp', discenteId: null });

    // Served as before: to her, and to the educator of her child (who checks who picks up).
    expect((await mariana.get(`/api/images?filename=${novo}`)).statusCode).toBe(200);
    expect(
      (await (await as('ana.professora@lunna.demo')).get(`/api/images?filename=${novo}`)).statusCode,
    ).toBe(200);
    expect((await (await as('carlos@lunna.demo')).get(`/api/images?filename=${novo}`)).statusCode).toBe(403);
  });

  it('stores the RG picture as an identity document and replaces it on the next upload', async () => {
    const carlos = await as('carlos@lunna.demo');
    const first = await upload(carlos, '/api/responsavel/documento', 'ftRgResp', {
      data: await pngImage('#000000'),
      name: 'rg.png',
      type: 'image/png',
    });
    expect(first.statusCode).toBe(200);
    const rg1 = first.json().ftRgResp as string;
    const [row] = await t.database.db.select().from(arquivo).where(eq(arquivo.filename, rg1));
    expect(row!.tipo).toBe('rg_resp');
    const seen = await carlos.get(`/api/images?filename=${rg1}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('no-store');
    expect(
      (await (await as('ana.professora@lunna.demo')).get(`/api/images?filename=${rg1}`)).statusCode,
    ).toBe(403);

    const second = await upload(carlos, '/api/responsavel/documento', 'ftRgResp', {
      data: await jpegWithMetadata(),
      name: 'rg.jpg',
      type: 'image/jpeg',
    });
    expect(second.statusCode).toBe(200);
    const rg2 = second.json().ftRgResp as string;
    expect(rg2).not.toBe(rg1);
    expect(await t.storage.get(rg1)).toBeNull();
    expect(await t.database.db.select().from(arquivo).where(eq(arquivo.filename, rg1))).toHaveLength(0);
    // The profile photo is untouched.
    expect(second.json().ftPerfilResp).toBe(first.json().ftPerfilResp);
  });

  it('refuses a non-image, an oversize file, a missing file and staff; nothing stored', async () => {
    const patricia = await as('patricia@lunna.demo');
    const before = await counts();
    const profile = (await profileOf('patricia@lunna.demo')).r;

    const fake = await upload(patricia, '/api/responsavel/foto', 'ftPerfilResp', {
      data: Buffer.from('%PDF-1.4 not an image'),
      name: 'eu.png',
      type: 'image/png',
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().fields.ftPerfilResp).toBe(msg.fileType);
    const big = Buffer.concat([await pngImage(), Buffer.alloc(4 * 1024 * 1024 + 10, 1)]);
    const huge = await upload(patricia, '/api/responsavel/documento', 'ftRgResp', {
      data: big,
      name: 'rg.png',
      type: 'image/png',
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(msg.fileTooLarge(4 * 1024 * 1024));
    const missing = await upload(patricia, '/api/responsavel/foto', 'ftPerfilResp');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.ftPerfilResp).toBe(msg.imagemObrigatoria);
    const png = { data: await pngImage(), name: 'eu.png', type: 'image/png' };
    for (const email of [...STAFF, outsideDirector.email]) {
      expect(
        (await upload(await as(email), '/api/responsavel/foto', 'ftPerfilResp', png)).statusCode,
        email,
      ).toBe(403);
    }

    expect(await counts()).toEqual(before);
    expect((await profileOf('patricia@lunna.demo')).r).toEqual(profile);
  });
});
