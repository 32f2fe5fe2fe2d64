import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATIVIDADES_POR_PAGINA, MAX_UPLOAD_BYTES } from '@lunna/contract';
import { atividade, discente, notificacao } from '../../../db/schema';
import { demoChildCpf, demoChildren } from '../../../db/seed/demo-data';
import { jpegWithMetadata, multipart, otherSchoolStaff, pngImage } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
const child = new Map<string, string>();
const turmas = new Map<string, string>();
let outsider: Awaited<ReturnType<typeof otherSchoolStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  for (const c of demoChildren) {
    const [row] = await t.database.db
      .select({ id: discente.id })
      .from(discente)
      .where(eq(discente.cpfDisc, demoChildCpf(c.cpfBase)));
    child.set(c.key, row!.id);
  }
  for (const x of (await (await as('diretora@lunna.demo')).get('/api/turma')).json())
    turmas.set(x.nomeTurma, x.idTurma);
  outsider = await otherSchoolStaff(t.database.db, 'pedagogo');
});
afterAll(() => t.close());

const as = (email: string) => TestClient.signedIn(t.app, email);
const girassol = () => turmas.get('Turma Girassol')!;
const beijaFlor = () => turmas.get('Turma Beija-flor')!;
const count = async () => (await t.database.db.select({ id: atividade.id }).from(atividade)).length;
const body = (overrides: Record<string, unknown> = {}) => ({
  idTurma: girassol(),
  data: '2026-05-23',
  tipo: 'recreativa',
  tituloAtv: 'Música e Dança',
  descricaoAtv: 'Aula de dança com cirandas e estátua.',
  pontos: ['coordenacao_motora', 'ritmo_musicas'],
  ...overrides,
});
const form = (payload: unknown, file?: { data: Buffer; name: string; type: string }) =>
  multipart({ body: JSON.stringify(payload) }, file ? { imagem: file } : {});
const listOf = async (client: TestClient, url: string) =>
  (await client.get(url)).json().itens as { idAtividade: string; tituloAtv: string; tipo: string }[];

describe('POST /api/atividade', () => {
  it('an educator posts to her class with a photo: stored without metadata, the guardians notified, the child’s page shows it', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const res = await ana.post(
      '/api/atividade',
      form(body({ tituloAtv: 'Dança das cores' }), {
        data: await jpegWithMetadata(),
        name: 'foto.jpg',
        type: 'image/jpeg',
      }),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      tituloAtv: 'Dança das cores',
      tipo: 'recreativa',
      data: '2026-05-23',
      pontos: ['coordenacao_motora', 'ritmo_musicas'],
      nomeTurma: 'Turma Girassol',
      podeExcluir: true,
    });
    expect(created.imagem).toBe(`/api/atividade/${created.idAtividade}/imagem`);

    const notes = await t.database.db
      .select()
      .from(notificacao)
      .where(eq(notificacao.refId, created.idAtividade));
    // Girassol: Lucas (Mariana), Theo (Carlos and Patrícia), Davi (Carlos).
    expect(notes).toHaveLength(3);
    expect(
      notes.every(
        (n) =>
          n.tipo === 'atividade' &&
          n.prioridade === 'Normal' &&
          n.link === `/atividade?tipo=recreativa#atividade-${created.idAtividade}`,
      ),
    ).toBe(true);

    const mariana = await as('mariana@lunna.demo');
    expect((await listOf(mariana, `/api/discente/${child.get('lucas')}/atividade`))[0]!.idAtividade).toBe(
      created.idAtividade,
    );
    const image = await mariana.get(created.imagem);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it('without a photo the activity is saved with `imagem: null`', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const res = await ana.post('/api/atividade', form(body({ tipo: 'linguistica' })));
    expect(res.statusCode).toBe(201);
    expect(res.json().imagem).toBeNull();
    expect((await ana.get(`/api/atividade/${res.json().idAtividade}/imagem`)).statusCode).toBe(404);
  });

  it("refuses anonymous, guardians, another educator's class and another school; nothing written", async () => {
    const before = await count();
    expect((await new TestClient(t.app).post('/api/atividade', form(body()))).statusCode).toBe(401);
    expect((await (await as('mariana@lunna.demo')).post('/api/atividade', form(body()))).statusCode).toBe(
      403,
    );
    expect(
      (
        await (
          await as('ana.professora@lunna.demo')
        ).post('/api/atividade', form(body({ idTurma: beijaFlor() })))
      ).statusCode,
    ).toBe(403);
    const foreign = await (await as(outsider.email)).post('/api/atividade', form(body()));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('FORBIDDEN');
    expect(await count()).toBe(before);
  });

  it('bad inputs: missing fields, unknown kind or point, repeated point, non-image and oversized uploads; clear 4xx, nothing written', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const before = await count();
    for (const field of ['tituloAtv', 'descricaoAtv'] as const) {
      const res = await ana.post('/api/atividade', form(body({ [field]: '  ' })));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe('Campo obrigatorio');
    }
    const noData = await ana.post('/api/atividade', form(body({ data: undefined })));
    expect(noData.statusCode).toBe(400);
    expect(noData.json().fields.data).toBe('A data está invalida');
    const noPoints = await ana.post('/api/atividade', form(body({ pontos: [] })));
    expect(noPoints.json().fields.pontos).toBe('Campo obrigatorio');
    const unknownPoint = await ana.post(
      '/api/atividade',
      form(body({ pontos: ['coordenacao_motora', 'paciencia'] })),
    );
    expect(unknownPoint.statusCode).toBe(400);
    expect(unknownPoint.json().fields['pontos.1']).toBe('Ponto desenvolvido invalido');
    const twice = await ana.post('/api/atividade', form(body({ pontos: ['autoestima', 'autoestima'] })));
    expect(twice.json().fields.pontos).toBe('Ponto desenvolvido invalido');
    const kind = await ana.post('/api/atividade', form(body({ tipo: 'esportiva' })));
    expect(kind.json().fields.tipo).toBe('Tipo de atividade invalido');
    const noBody = await ana.post('/api/atividade', multipart({}, {}));
    expect(noBody.statusCode).toBe(400);
    const json = await ana.post('/api/atividade', body());
    expect(json.statusCode).toBe(415);

    const text = await ana.post(
      '/api/atividade',
      form(body(), { data: Buffer.from('isto não é uma imagem'), name: 'foto.png', type: 'image/png' }),
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().fields.imagem).toBe('File type must be image/png, image/jpeg');
    const png = await pngImage();
    const huge = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - png.length)]);
    const big = await ana.post(
      '/api/atividade',
      form(body(), { data: huge, name: 'grande.png', type: 'image/png' }),
    );
    expect(big.statusCode).toBe(413);
    expect(await count()).toBe(before);
  });
});

describe('reading activities', () => {
  it('the guardian of a child of the class reads them newest first, filtered by kind, page by page', async () => {
    const mariana = await as('mariana@lunna.demo');
    const first = (await mariana.get(`/api/discente/${child.get('lucas')}/atividade`)).json();
    expect(first.itens).toHaveLength(ATIVIDADES_POR_PAGINA);
    expect(
      first.itens.every(
        (a: { nomeTurma: string; podeExcluir: boolean }) =>
          a.nomeTurma === 'Turma Girassol' && !a.podeExcluir,
      ),
    ).toBe(true);
    const created = first.itens.map((a: { criadoEm: string }) => a.criadoEm);
    expect([...created].sort().reverse()).toEqual(created);
    expect(first.proximoCursor).toEqual(expect.any(String));
    const second = (
      await mariana.get(`/api/discente/${child.get('lucas')}/atividade?cursor=${first.proximoCursor}`)
    ).json();
    const ids = [...first.itens, ...second.itens].map((a: { idAtividade: string }) => a.idAtividade);
    expect(new Set(ids).size).toBe(ids.length);
    const total = (
      await t.database.db
        .select({ id: atividade.id })
        .from(atividade)
        .where(eq(atividade.turmaId, girassol()))
    ).length;
    expect(ids.length).toBe(Math.min(total, ATIVIDADES_POR_PAGINA * 2));

    const linguisticas = await listOf(
      mariana,
      `/api/discente/${child.get('lucas')}/atividade?tipo=linguistica`,
    );
    expect(linguisticas.length).toBeGreaterThan(0);
    expect(linguisticas.every((a) => a.tipo === 'linguistica')).toBe(true);
    expect(
      (await mariana.get(`/api/discente/${child.get('lucas')}/atividade?tipo=esportiva`)).statusCode,
    ).toBe(400);
    expect((await mariana.get(`/api/discente/${child.get('lucas')}/atividade?cursor=bogus`)).statusCode).toBe(
      400,
    );
  });

  it("a guardian of another class gets nothing: not through another child's page, not the photo", async () => {
    const ana = await as('ana.professora@lunna.demo');
    const posted = (
      await ana.post(
        '/api/atividade',
        form(body({ tituloAtv: 'Só Girassol' }), {
          data: await pngImage(),
          name: 'a.png',
          type: 'image/png',
        }),
      )
    ).json();
    const patricia = await as('patricia@lunna.demo');
    // Patrícia follows Alice (Beija-flor) and Theo (Girassol): Alice's page never shows Girassol's activities.
    const alice = await listOf(patricia, `/api/discente/${child.get('alice')}/atividade`);
    expect(alice.length).toBeGreaterThan(0);
    expect(alice.some((a) => a.idAtividade === posted.idAtividade)).toBe(false);
    // Carlos has no child in Beija-flor: Sofia's page and Beija-flor's photos are closed to him.
    const carlos = await as('carlos@lunna.demo');
    expect((await carlos.get(`/api/discente/${child.get('sofia')}/atividade`)).statusCode).toBe(403);
    const bruno = await as('bruno.professor@lunna.demo');
    const beija = (
      await bruno.post(
        '/api/atividade',
        form(body({ idTurma: beijaFlor() }), { data: await pngImage(), name: 'b.png', type: 'image/png' }),
      )
    ).json();
    expect((await carlos.get(`/api/atividade/${beija.idAtividade}/imagem`)).statusCode).toBe(403);
    expect(
      (await (await as('mariana@lunna.demo')).get(`/api/atividade/${beija.idAtividade}/imagem`)).statusCode,
    ).toBe(200);
    expect((await ana.get(`/api/atividade/${beija.idAtividade}/imagem`)).statusCode).toBe(403);
    // Guardians have no staff list.
    expect((await carlos.get('/api/atividade')).statusCode).toBe(403);
  });

  it('staff read by class: an educator her classes, the director every class, another school nothing', async () => {
    const bruno = await as('bruno.professor@lunna.demo');
    const mine = await listOf(bruno, '/api/atividade');
    expect(mine.length).toBeGreaterThan(0);
    const ownRows = (await bruno.get('/api/atividade')).json().itens as { nomeTurma: string }[];
    expect(ownRows.every((a) => a.nomeTurma === 'Turma Beija-flor')).toBe(true);
    expect((await bruno.get(`/api/atividade?idTurma=${girassol()}`)).statusCode).toBe(403);
    const diretora = await as('diretora@lunna.demo');
    const names = new Set(
      ((await diretora.get('/api/atividade')).json().itens as { nomeTurma: string }[]).map(
        (a) => a.nomeTurma,
      ),
    );
    expect(names).toEqual(new Set(['Turma Girassol', 'Turma Beija-flor']));
    const foreign = await as(outsider.email);
    expect((await foreign.get(`/api/atividade?idTurma=${girassol()}`)).statusCode).toBe(403);
    expect((await foreign.get(`/api/discente/${child.get('lucas')}/atividade`)).statusCode).toBe(403);
    expect((await foreign.get('/api/atividade')).json().itens).toEqual([]);
  });
});

describe('DELETE /api/atividade/:idAtividade', () => {
  it('the author or the director deletes; another educator, a guardian and another school may not', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const a = (
      await ana.post(
        '/api/atividade',
        form(body({ tituloAtv: 'Para apagar' }), {
          data: await pngImage(),
          name: 'x.png',
          type: 'image/png',
        }),
      )
    ).json();
    expect(
      (await (await as('mariana@lunna.demo')).delete(`/api/atividade/${a.idAtividade}`)).statusCode,
    ).toBe(403);
    expect(
      (await (await as('bruno.professor@lunna.demo')).delete(`/api/atividade/${a.idAtividade}`)).statusCode,
    ).toBe(403);
    expect((await (await as(outsider.email)).delete(`/api/atividade/${a.idAtividade}`)).statusCode).toBe(404);
    expect((await ana.delete(`/api/atividade/${a.idAtividade}`)).statusCode).toBe(200);
    expect((await t.database.db.select().from(atividade).where(eq(atividade.id, a.idAtividade))).length).toBe(
      0,
    );
    expect((await ana.get(a.imagem)).statusCode).toBe(404);
    const b = (await ana.post('/api/atividade', form(body({ tituloAtv: 'A diretora apaga' })))).json();
    expect(
      (await (await as('diretora@lunna.demo')).delete(`/api/atividade/${b.idAtividade}`)).statusCode,
    ).toBe(200);
  });
});
