import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arquivo, discente, responsavel, responsavelDiscente, usuario } from '../../../db/schema';
import {
  contatoPayload,
  discentePayload,
  fichaMedPayload,
  jpegWithMetadata,
  multipart,
  pngImage,
  responsavelPayload,
} from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { demoGuardians } from '../../../db/seed/demo-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countUsers = async () => {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(usuario);
  return row!.n;
};

async function register(
  client: TestClient,
  payload = responsavelPayload(),
  files?: Record<string, { data: Buffer; name: string; type: string }>,
) {
  const png = await pngImage();
  return client.post(
    '/api/responsavel',
    multipart(
      { body: JSON.stringify(payload) },
      files ?? {
        ftPerfilResp: { data: png, name: 'eu.png', type: 'image/png' },
        ftRgResp: { data: png, name: 'rg.png', type: 'image/png' },
      },
    ),
  );
}

describe('registration lookups', () => {
  const mariana = demoGuardians[0]!;

  it('GET /api/responsavel/cpf/{cpf}: 200 with no personal data when taken, 404 when free, 400 when not a CPF', async () => {
    const client = new TestClient(t.app);
    const taken = await client.get(`/api/responsavel/cpf/${encodeURIComponent(mariana.cpfResp)}`);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ cadastrado: true });
    const digitsOnly = await client.get(`/api/responsavel/cpf/${mariana.cpfResp.replace(/\D/g, '')}`);
    expect(digitsOnly.statusCode).toBe(200);
    expect((await client.get(`/api/responsavel/cpf/${responsavelPayload().cpfResp}`)).statusCode).toBe(404);
    const bad = await client.get('/api/responsavel/cpf/12345678900');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('CPF invalido');
  });

  it('GET /api/responsavel/email/{email}: signed out answers only taken (200) or free (404)', async () => {
    const client = new TestClient(t.app);
    const taken = await client.get('/api/responsavel/email/MARIANA%40lunna.demo');
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ cadastrado: true });
    expect((await client.get('/api/responsavel/email/livre%40exemplo.com.br')).statusCode).toBe(404);
  });

  it("GET /api/responsavel/email/{own e-mail} signed in: the guardian with their children; anyone else's: 403", async () => {
    const client = new TestClient(t.app);
    await client.login('mariana@lunna.demo');
    const own = await client.get('/api/responsavel/email/mariana%40lunna.demo');
    expect(own.statusCode).toBe(200);
    const body = own.json();
    expect(body).toMatchObject({
      nomeResp: 'Mariana Souza',
      cpfResp: mariana.cpfResp,
      email: 'mariana@lunna.demo',
    });
    expect(body.discentes.map((d: { nomeDisc: string }) => d.nomeDisc)).toEqual([
      'Lucas Souza Pereira',
      'Sofia Souza Pereira',
    ]);
    expect(body.discentes[0].fichaMed.comidasAlergicas).toBe('Amendoim');
    expect(JSON.stringify(body)).not.toMatch(/senha|Hash/i);
    const other = await client.get('/api/responsavel/email/carlos%40lunna.demo');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ code: 'FORBIDDEN', message: 'Acesso não permitido' });
  });

  it("checks a school's code at the first step: 200 when a school has it (any case, spaces trimmed), 404 with the field's message when not", async () => {
    const anonymous = new TestClient(t.app);
    for (const codigo of ['LUNNA1', 'lunna1', '%20Lunna1%20']) {
      const found = await anonymous.get(`/api/escola/codigo/${codigo}`);
      expect(found.statusCode, codigo).toBe(200);
      expect(found.json()).toEqual({ encontrada: true });
    }
    for (const codigo of ['LUNNA2', 'XYZ', '%20', "'%20or%201=1--"]) {
      const missing = await anonymous.get(`/api/escola/codigo/${codigo}`);
      expect(missing.statusCode, codigo).toBe(404);
      expect(missing.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'Código da escola não encontrado',
        fields: { codigoEscola: 'Código da escola não encontrado' },
      });
    }
    const tooLong = await anonymous.get(`/api/escola/codigo/${'A'.repeat(33)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe('VALIDATION');
  });

  it("shares the demo school's code only in demo mode; outside it a school's code is still checked, never shown", async () => {
    const demo = await new TestClient(t.app).get('/api/escola/demo');
    expect(demo.statusCode).toBe(200);
    expect(demo.json()).toMatchObject({ codigo: 'LUNNA1' });
    const real = await createTestApp({ env: { DEMO: 'false' } });
    try {
      const anonymous = new TestClient(real.app);
      const hidden = await anonymous.get('/api/escola/demo');
      expect(hidden.statusCode).toBe(404);
      expect(hidden.body).not.toContain('LUNNA1');
      expect((await anonymous.get('/api/escola/codigo/LUNNA1')).statusCode).toBe(200);
    } finally {
      await real.close();
    }
  });

  it('rate limits the lookups', async () => {
    const limited = await createTestApp({ seed: false, env: { RATE_LIMIT_LOOKUP: '2' } });
    try {
      const client = new TestClient(limited.app);
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await client.get('/api/discente/cpf/52998224725')).statusCode);
      expect(codes).toEqual([404, 404, 429]);
      const anonymous = [];
      for (let i = 0; i < 3; i++)
        anonymous.push((await client.get('/api/responsavel/email/a%40b.com')).statusCode);
      expect(anonymous).toEqual([404, 404, 429]);
      const codes2 = [];
      for (let i = 0; i < 3; i++) codes2.push((await client.get('/api/escola/codigo/ABC123')).statusCode);
      expect(codes2).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

it('does not limit a signed-in guardian reading their own profile', async () => {
  const limited = await createTestApp({ env: { RATE_LIMIT_LOOKUP: '2' } });
  try {
    const client = new TestClient(limited.app);
    await client.login('mariana@lunna.demo');
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await client.get('/api/responsavel/email/mariana%40lunna.demo')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200]);
  } finally {
    await limited.close();
  }
});

describe('POST /api/responsavel', () => {
  it('creates the guardian, answers {nome, token} and starts a session', async () => {
    const client = new TestClient(t.app);
    const payload = responsavelPayload({
      nomeResp: 'Clara Nova',
      cpfResp: responsavelPayload().cpfResp.replace(/\D/g, ''),
    });
    const res = await register(client, payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ nome: 'Clara Nova', token: expect.any(String), papel: 'responsavel' });
    const session = await client.get('/api/sessao');
    expect(session.json()).toMatchObject({
      nome: 'Clara Nova',
      email: payload.emailResp,
      papel: 'responsavel',
    });
    const [row] = await t.database.db
      .select()
      .from(responsavel)
      .where(eq(responsavel.nomeResp, 'Clara Nova'));
    expect(row).toMatchObject({ cep: '01001-000', uf: 'SP', numeroCel: '11988887777' });
    expect(row!.cpfResp).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    const [user] = await t.database.db.select().from(usuario).where(eq(usuario.email, payload.emailResp));
    expect(user!.senhaHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a taken CPF (409 "CPF já cadastrado") and a taken e-mail (409 "Email ja cadastrado"), writing nothing', async () => {
    const before = await countUsers();
    const dupCpf = await register(
      new TestClient(t.app),
      responsavelPayload({ cpfResp: demoGuardians[0]!.cpfResp }),
    );
    expect(dupCpf.statusCode).toBe(409);
    expect(dupCpf.json()).toMatchObject({ code: 'CONFLICT', message: 'CPF já cadastrado' });
    const dupEmail = await register(
      new TestClient(t.app),
      responsavelPayload({ emailResp: 'Mariana@lunna.demo' }),
    );
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json()).toMatchObject({ code: 'CONFLICT', message: 'Email ja cadastrado' });
    expect(await countUsers()).toBe(before);
  });

  const bad: [string, Record<string, unknown>, string, string][] = [
    ['empty name', { nomeResp: '' }, 'nomeResp', 'O nome é obrigatorio'],
    ['invalid CPF', { cpfResp: '123.456.789-00' }, 'cpfResp', 'CPF invalido'],
    ['empty CPF', { cpfResp: '' }, 'cpfResp', 'O CPF é obrigatorio'],
    ['CPF over 14 chars', { cpfResp: '529.982.247-251' }, 'cpfResp', 'Quantidade de caracteres invalida'],
    ['empty RG', { rgResp: '' }, 'rgResp', 'O RG é obrigatorio'],
    ['bad e-mail', { emailResp: 'ana@' }, 'emailResp', 'Email invalido'],
    ['bad secondary e-mail', { emailRecResp: 'x' }, 'emailRecResp', 'Email invalido'],
    ['short password', { senha: '1234567' }, 'senha', 'O minimo de caracteres é 8'],
    ['empty password', { senha: '' }, 'senha', 'A senha é obrigatoria'],
    [
      'letters in phone',
      { contato: { numeroTel: '11abc334444', numeroCel: '11988887777' } },
      'contato.numeroTel',
      'Digite apenas números',
    ],
    [
      'short mobile',
      { contato: { numeroTel: '11933334444', numeroCel: '1198888' } },
      'contato.numeroCel',
      'Quantidade de caracteres invalida',
    ],
    [
      'empty phone',
      { contato: { numeroTel: '', numeroCel: '11988887777' } },
      'contato.numeroTel',
      'O telefone é obrigatorio',
    ],
    [
      'bad CEP',
      { enderecoResp: { rua: 'R', bairro: 'B', cep: '0100-000', uf: 'SP' } },
      'enderecoResp.cep',
      'Quantidade de caracteres invalida',
    ],
    [
      'UF with digits',
      { enderecoResp: { rua: 'R', bairro: 'B', cep: '01001-000', uf: 'S1' } },
      'enderecoResp.uf',
      'UF invalida',
    ],
    [
      'empty street',
      { enderecoResp: { rua: '', bairro: 'B', cep: '01001-000', uf: 'SP' } },
      'enderecoResp.rua',
      'A rua é obrigatoria',
    ],
    [
      'empty district',
      { enderecoResp: { rua: 'R', bairro: '', cep: '01001-000', uf: 'SP' } },
      'enderecoResp.bairro',
      'O bairro é obrigatorio',
    ],
    ['unknown school', { codigoEscola: 'NAOEXISTE' }, 'codigoEscola', 'Código da escola não encontrado'],
  ];
  it.each(bad)(
    'rejects %s with the spec message and writes nothing',
    async (_name, override, field, message) => {
      const before = await countUsers();
      const res = await register(new TestClient(t.app), { ...responsavelPayload(), ...override } as never);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(res.json().fields[field]).toBe(message);
      expect(await countUsers()).toBe(before);
    },
  );

  it('requires the profile photo ("A imagem é obrigatoria")', async () => {
    const res = await register(new TestClient(t.app), responsavelPayload(), {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.ftPerfilResp).toBe('A imagem é obrigatoria');
  });

  it('rejects a fake image (text named .png) with 415 and an oversize file with 413, writing nothing', async () => {
    const before = await countUsers();
    const fake = await register(new TestClient(t.app), responsavelPayload(), {
      ftPerfilResp: {
        data: Buffer.from('<?php echo "not an image"; ?>'),
        name: 'foto.png',
        type: 'image/png',
      },
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'File type must be image/png, image/jpeg',
    });
    const big = Buffer.concat([await pngImage(), Buffer.alloc(4 * 1024 * 1024)]);
    const huge = await register(new TestClient(t.app), responsavelPayload(), {
      ftPerfilResp: { data: big, name: 'grande.png', type: 'image/png' },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'File is larger than 4194304 bytes',
    });
    expect(await countUsers()).toBe(before);
  });

  it('rejects two files in one field ("Too many files"), malformed JSON, a missing body and a JSON request', async () => {
    const png = await pngImage();
    const form = multipart({ body: JSON.stringify(responsavelPayload()) }, {});
    form.append('ftPerfilResp', new Blob([png], { type: 'image/png' }), 'a.png');
    form.append('ftPerfilResp', new Blob([png], { type: 'image/png' }), 'b.png');
    const twice = await new TestClient(t.app).post('/api/responsavel', form);
    expect(twice.statusCode).toBeGreaterThanOrEqual(400);
    expect(twice.statusCode).toBeLessThan(500);
    expect(twice.json().message).toBe('Too many files');

    const malformed = await new TestClient(t.app).post(
      '/api/responsavel',
      multipart({ body: '{"nomeResp": ' }, {}),
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('JSON invalido');

    const missing = await new TestClient(t.app).post('/api/responsavel', multipart({}, {}));
    expect(missing.statusCode).toBe(400);

    const json = await new TestClient(t.app).post('/api/responsavel', responsavelPayload());
    expect(json.statusCode).toBe(415);
  });

  it('accepts a JPEG and stores it re-encoded', async () => {
    const client = new TestClient(t.app);
    const res = await register(client, responsavelPayload(), {
      ftPerfilResp: { data: await jpegWithMetadata(), name: 'eu.jpg', type: 'image/jpeg' },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('completing and undoing a registration', () => {
  it('an unfinished registration can be undone: account, children and files disappear', async () => {
    const client = new TestClient(t.app);
    const payload = responsavelPayload();
    expect((await register(client, payload)).statusCode).toBe(201);
    const child = discentePayload();
    const created = await client.post(
      '/api/discente',
      multipart({ body: JSON.stringify(child), cpfResp: payload.cpfResp }, {}),
    );
    expect(created.statusCode).toBe(201);
    const undo = await client.delete('/api/responsavel/cadastro');
    expect(undo.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(usuario).where(eq(usuario.email, payload.emailResp)),
    ).toHaveLength(0);
    expect(
      await t.database.db.select().from(discente).where(eq(discente.cpfDisc, child.cpfDisc)),
    ).toHaveLength(0);
    expect((await client.get('/api/sessao')).statusCode).toBe(401);
    // The same data can be registered again.
    expect((await register(new TestClient(t.app), payload)).statusCode).toBe(201);
  });

  it('undoing keeps a child that another guardian shares, with its photo', async () => {
    const client = new TestClient(t.app);
    const payload = responsavelPayload();
    await register(client, payload);
    const png = await pngImage('#FEB018');
    const created = await client.post(
      '/api/discente',
      multipart(
        { body: JSON.stringify(discentePayload()), cpfResp: payload.cpfResp },
        { imgDisc: { data: png, name: 'f.png', type: 'image/png' } },
      ),
    );
    const idDisc = created.json().idDisc as string;
    const [mariana] = await t.database.db
      .select({ id: responsavel.id })
      .from(responsavel)
      .where(eq(responsavel.nomeResp, 'Mariana Souza'));
    await t.database.db
      .insert(responsavelDiscente)
      .values({ responsavelId: mariana!.id, discenteId: idDisc });

    expect((await client.delete('/api/responsavel/cadastro')).statusCode).toBe(200);
    const [child] = await t.database.db.select().from(discente).where(eq(discente.id, idDisc));
    expect(child).toBeDefined();
    const [file] = await t.database.db.select().from(arquivo).where(eq(arquivo.filename, child!.imgDisc!));
    expect(file).toMatchObject({ discenteId: idDisc, donoUsuarioId: null });
    const other = new TestClient(t.app);
    await other.login('mariana@lunna.demo');
    expect((await other.get(`/api/images?filename=${child!.imgDisc}`)).statusCode).toBe(200);
  });

  it('a finished registration cannot be undone, and a demo account has nothing to undo', async () => {
    const client = new TestClient(t.app);
    const payload = responsavelPayload();
    await register(client, payload);
    const created = await client.post(
      '/api/discente',
      multipart({ body: JSON.stringify(discentePayload()), cpfResp: payload.cpfResp }, {}),
    );
    const idDisc = created.json().idDisc as string;
    expect((await client.post('/api/ficha-med', fichaMedPayload(idDisc))).statusCode).toBe(201);
    expect((await client.post('/api/contato-emergencia', contatoPayload(idDisc))).statusCode).toBe(201);
    expect((await client.post('/api/responsavel/cadastro/concluir')).statusCode).toBe(200);
    const undo = await client.delete('/api/responsavel/cadastro');
    expect(undo.statusCode).toBe(409);
    expect((await client.get('/api/sessao')).statusCode).toBe(200);

    const demo = new TestClient(t.app);
    await demo.login('mariana@lunna.demo');
    expect((await demo.delete('/api/responsavel/cadastro')).statusCode).toBe(409);
  });

  it('needs a session (401) and a guardian account (403 for staff)', async () => {
    expect((await new TestClient(t.app).delete('/api/responsavel/cadastro')).statusCode).toBe(401);
    expect((await new TestClient(t.app).post('/api/responsavel/cadastro/concluir')).statusCode).toBe(401);
    const staff = new TestClient(t.app);
    await staff.login('diretora@lunna.demo');
    expect((await staff.delete('/api/responsavel/cadastro')).statusCode).toBe(403);
  });
});
