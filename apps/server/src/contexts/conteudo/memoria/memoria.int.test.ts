import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, memoriaImagemPath, msg } from '@lunna/contract';
import {
  auditLog,
  consentimento,
  discente,
  memoria,
  memoriaDiscente,
  notificacao,
  usuario,
} from '../../../db/schema';
import { demoChildCpf, demoChildren } from '../../../db/seed/demo-data';
import { jpegWithMetadata, otherSchoolStaff, pngImage } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
const kids = new Map<string, string>();
const turmas = new Map<string, string>();
let outsider: Awaited<ReturnType<typeof otherSchoolStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  for (const child of demoChildren) {
    const [row] = await t.database.db
      .select({ id: discente.id })
      .from(discente)
      .where(eq(discente.cpfDisc, demoChildCpf(child.cpfBase)));
    kids.set(child.key, row!.id);
  }
  for (const x of (await (await as('diretora@lunna.demo')).get('/api/turma')).json())
    turmas.set(x.nomeTurma, x.idTurma);
  outsider = await otherSchoolStaff(t.database.db, 'pedagogo');
});
afterAll(() => t.close());

const as = (email: string) => TestClient.signedIn(t.app, email);
const kid = (key: string) => kids.get(key)!;
const girassol = () => turmas.get('Turma Girassol')!;
const beijaFlor = () => turmas.get('Turma Beija-flor')!;
const usuarioId = async (email: string) =>
  (await t.database.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email)))[0]!.id;
const memoriaCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(memoria))[0]!.n;
const storedFiles = () => {
  const dir = path.join(t.dataDir, 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

type Foto = { data: Buffer; name?: string; type?: string };
function form(body: unknown, fotos: Foto[]) {
  const f = new FormData();
  f.append('body', typeof body === 'string' ? body : JSON.stringify(body));
  for (const [i, foto] of fotos.entries()) {
    f.append(
      'fotos',
      new Blob([new Uint8Array(foto.data)], { type: foto.type ?? 'image/png' }),
      foto.name ?? `foto-${i}.png`,
    );
  }
  return f;
}
const png = async (color?: string): Promise<Foto> => ({ data: await pngImage(color) });

async function upload(client: TestClient | undefined, body: Record<string, unknown>, fotos?: Foto[]) {
  const sender = client ?? (await as('ana.professora@lunna.demo'));
  return sender.post(
    '/api/memoria',
    form({ idTurma: girassol(), descricao: 'Brincadeira no pátio', ...body }, fotos ?? [await png()]),
  );
}

/** The memory ids a guardian sees for one child (every page). */
async function visibleIds(client: TestClient, child: string, query = '') {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await client.get(
      `/api/discente/${kid(child)}/memoria?${query}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(res.statusCode).toBe(200);
    const page = res.json() as { itens: { idMemoria: string }[]; proximoCursor: string | null };
    ids.push(...page.itens.map((m) => m.idMemoria));
    cursor = page.proximoCursor;
  } while (cursor);
  return ids;
}

describe('POST /api/memoria', () => {
  it('an educator shares several photos with her class: stored in three sizes, the families of the class notified', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const files = storedFiles();
    const res = await upload(ana, { descricao: 'Dia da pintura' }, [
      await png('#F53491'),
      { data: await jpegWithMetadata(), name: 'b.jpg', type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(201);
    const itens = res.json().itens as {
      idMemoria: string;
      descricao: string;
      pedagogo: { nome: string };
      turma: { nomeTurma: string };
      podeExcluir: boolean;
    }[];
    expect(itens).toHaveLength(2);
    expect(itens[0]).toMatchObject({
      descricao: 'Dia da pintura',
      pedagogo: { nome: 'Ana Beatriz Rocha' },
      turma: { nomeTurma: 'Turma Girassol' },
      podeExcluir: true,
    });
    expect(storedFiles()).toBe(files + 6);
    const notes = await t.database.db
      .select()
      .from(notificacao)
      .where(eq(notificacao.refId, itens[0]!.idMemoria));
    const expected = await Promise.all(
      ['mariana@lunna.demo', 'carlos@lunna.demo', 'patricia@lunna.demo'].map(usuarioId),
    );
    expect(notes.map((n) => n.usuarioId).sort()).toEqual(expected.sort());
    expect(
      notes.every((n) => n.tipo === 'memoria' && n.prioridade === 'Normal' && n.link === '/memoria'),
    ).toBe(true);
  });

  it('the guardian of the class reads them; the guardian of another class gets nothing', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const [foto] = (await upload(ana, {})).json().itens;
    const mariana = await as('mariana@lunna.demo');
    expect(await visibleIds(mariana, 'lucas')).toContain(foto.idMemoria);
    expect(await visibleIds(mariana, 'sofia')).not.toContain(foto.idMemoria);
    expect((await mariana.get(memoriaImagemPath(foto.idMemoria, 'miniatura'))).statusCode).toBe(200);

    const bruno = await as('bruno.professor@lunna.demo');
    const [beija] = (await bruno.post('/api/memoria', form({ idTurma: beijaFlor() }, [await png()]))).json()
      .itens;
    const carlos = await as('carlos@lunna.demo'); // Theo and Davi, both in Girassol
    expect(await visibleIds(carlos, 'theo')).not.toContain(beija.idMemoria);
    expect((await carlos.get(memoriaImagemPath(beija.idMemoria, 'tela'))).statusCode).toBe(403);
    expect((await carlos.put(`/api/memoria/${beija.idMemoria}/favorito`, {})).statusCode).toBe(403);
    // Not their child at all.
    expect((await carlos.get(`/api/discente/${kid('alice')}/memoria`)).statusCode).toBe(403);
    expect((await carlos.get(`/api/turma/${girassol()}/memoria`)).statusCode).toBe(403);
  });

  it('refuses guardians, an educator of another class and another school; nothing written', async () => {
    const before = [await memoriaCount(), storedFiles()];
    const mariana = await as('mariana@lunna.demo');
    const guardian = await upload(mariana, {});
    expect(guardian.statusCode).toBe(403);
    expect(guardian.json().code).toBe('FORBIDDEN');
    expect((await upload(await as('bruno.professor@lunna.demo'), {})).statusCode).toBe(403);
    expect((await upload(await as(outsider.email), {})).statusCode).toBe(403);
    expect(
      (await new TestClient(t.app).post('/api/memoria', form({ idTurma: girassol() }, [await png()])))
        .statusCode,
    ).toBe(401);
    expect([await memoriaCount(), storedFiles()]).toEqual(before);
  });

  it.each([
    [
      'a file that is not an image',
      async () => upload(undefined, {}, [{ data: Buffer.from('not an image at all'), name: 'x.png' }]),
      415,
      'fotos',
      msg.fileType,
    ],
    [
      'an image that is not png/jpeg',
      async () =>
        upload(undefined, {}, [
          {
            data: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
              .gif()
              .toBuffer(),
          },
        ]),
      415,
      'fotos',
      msg.fileType,
    ],
    [
      'a file over 4 MB',
      async () =>
        upload(undefined, {}, [
          await png(),
          { data: Buffer.concat([await pngImage(), Buffer.alloc(MAX_UPLOAD_BYTES)]) },
        ]),
      413,
      null,
      msg.fileTooLarge(MAX_UPLOAD_BYTES),
    ],
    [
      'more than 10 photos',
      async () => upload(undefined, {}, await Promise.all(Array.from({ length: 11 }, () => png()))),
      400,
      'fotos',
      msg.muitasFotos,
    ],
    ['no photo', async () => upload(undefined, {}, []), 400, 'fotos', msg.fotosObrigatorias],
    [
      'a tagged child of another class',
      async () => upload(undefined, { idsDisc: [kid('lucas'), kid('sofia')] }),
      400,
      'idsDisc',
      msg.criancaForaDaTurma,
    ],
    [
      'a child of another school',
      async () => upload(undefined, { idsDisc: ['00000000-0000-4000-8000-000000000000'] }),
      400,
      'idsDisc',
      msg.criancaForaDaTurma,
    ],
    [
      'only for tagged families with nobody tagged',
      async () => upload(undefined, { somenteMarcados: true, idsDisc: [] }),
      400,
      'idsDisc',
      msg.marqueUmaCrianca,
    ],
    [
      'a description too long',
      async () => upload(undefined, { descricao: 'x'.repeat(501) }),
      400,
      'descricao',
      msg.quantidadeInvalida,
    ],
  ] as const)(
    '%s: clear 4xx, nothing written, no file left in storage',
    async (_name, send, status, field, message) => {
      const before = [await memoriaCount(), storedFiles()];
      const res = await (send as (c?: TestClient) => ReturnType<typeof upload>)();
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
      if (field) expect(res.json().fields[field]).toBe(message);
      expect([await memoriaCount(), storedFiles()]).toEqual(before);
    },
  );

  it('a failure while storing removes what was already stored', async () => {
    const before = [await memoriaCount(), storedFiles()];
    const put = t.storage.put;
    let calls = 0;
    t.storage.put = async (key, data) => {
      if (++calls === 5) throw new Error('disk full');
      return put.call(t.storage, key, data);
    };
    try {
      const res = await upload(await as('ana.professora@lunna.demo'), {}, [await png(), await png()]);
      expect(res.statusCode).toBe(500);
    } finally {
      t.storage.put = put;
    }
    expect([await memoriaCount(), storedFiles()]).toEqual(before);
  });

  it('serves every size without EXIF: a WebP of at most 1600 px, a thumbnail, and the full-size JPEG as a download', async () => {
    const big = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#31C1FF' } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'segredo-do-exif', ImageDescription: 'Rua Secreta 123' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' },
      })
      .toBuffer();
    expect(big.toString('latin1')).toContain('segredo-do-exif');
    const ana = await as('ana.professora@lunna.demo');
    const [foto] = (await upload(ana, {}, [{ data: big, name: 'grande.jpg', type: 'image/jpeg' }])).json()
      .itens;
    expect(foto).toMatchObject({ largura: 2400, altura: 1200 });
    const mariana = await as('mariana@lunna.demo');
    const sizes = { miniatura: 640, tela: 1600, original: 2400 } as const;
    for (const [tamanho, width] of Object.entries(sizes) as [keyof typeof sizes, number][]) {
      const res = await mariana.get(memoriaImagemPath(foto.idMemoria, tamanho));
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const bytes = res.rawPayload;
      expect(bytes.toString('latin1')).not.toContain('segredo-do-exif');
      expect(bytes.toString('latin1')).not.toContain('Rua Secreta');
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBe(width);
      expect(meta.format).toBe(tamanho === 'original' ? 'jpeg' : 'webp');
      if (tamanho === 'original')
        expect(res.headers['content-disposition']).toMatch(/^attachment; filename="memoria-.*\.jpg"$/);
      else expect(res.headers['content-disposition']).toBeUndefined();
    }
    expect((await mariana.get(`/api/memoria/${foto.idMemoria}/imagem?tamanho=enorme`)).statusCode).toBe(400);
  });
});

describe('photo consent', () => {
  it('a photo tagged with a child without consent is seen only by the educators and that child’s own family', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const res = await upload(ana, { idsDisc: [kid('davi'), kid('lucas')] });
    const [foto] = res.json().itens;
    expect(foto.reservada).toBe(true);
    expect(foto.discentes.map((d: { nomeDisc: string }) => d.nomeDisc).sort()).toEqual([
      'Davi Lima Santos',
      'Lucas Souza Pereira',
    ]);

    const mariana = await as('mariana@lunna.demo'); // Lucas is tagged, but Davi's family has not consented
    expect(await visibleIds(mariana, 'lucas')).not.toContain(foto.idMemoria);
    expect((await mariana.get(memoriaImagemPath(foto.idMemoria, 'tela'))).statusCode).toBe(403);
    expect((await mariana.put(`/api/memoria/${foto.idMemoria}/favorito`, {})).statusCode).toBe(403);
    const patricia = await as('patricia@lunna.demo'); // Theo is in the class, not tagged
    expect(await visibleIds(patricia, 'theo')).not.toContain(foto.idMemoria);

    const carlos = await as('carlos@lunna.demo');
    expect(await visibleIds(carlos, 'davi')).toContain(foto.idMemoria);
    // The photo is in Theo's class too, and Carlos is Davi's father: his own child is the one shown.
    expect(await visibleIds(carlos, 'theo')).toContain(foto.idMemoria);
    expect((await carlos.get(memoriaImagemPath(foto.idMemoria, 'tela'))).statusCode).toBe(200);
    const seen = (await carlos.get(`/api/discente/${kid('davi')}/memoria`))
      .json()
      .itens.find((m: { idMemoria: string }) => m.idMemoria === foto.idMemoria);
    // A guardian reads only their own children among the tags.
    expect(seen.discentes.map((d: { nomeDisc: string }) => d.nomeDisc)).toEqual(['Davi Lima Santos']);
    expect(seen.reservada).toBe(false);

    for (const email of ['ana.professora@lunna.demo', 'diretora@lunna.demo']) {
      expect((await (await as(email)).get(memoriaImagemPath(foto.idMemoria, 'miniatura'))).statusCode).toBe(
        200,
      );
    }
    const notes = await t.database.db.select().from(notificacao).where(eq(notificacao.refId, foto.idMemoria));
    expect(notes.map((n) => n.usuarioId)).toEqual([await usuarioId('carlos@lunna.demo')]);
  });

  it('consent follows the latest decision of each guardian, and one refusal prevails', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const [comDavi] = (await upload(ana, { idsDisc: [kid('davi')] })).json().itens;
    const [comTheo] = (await upload(ana, { idsDisc: [kid('theo')] })).json().itens;
    const mariana = await as('mariana@lunna.demo');
    const carlos = await as('carlos@lunna.demo');
    const sees = async () => {
      const ids = await visibleIds(mariana, 'lucas');
      return { davi: ids.includes(comDavi.idMemoria), theo: ids.includes(comTheo.idMemoria) };
    };
    expect(await sees()).toEqual({ davi: false, theo: true });

    const decide = (child: string, concedido: boolean) =>
      carlos.put(`/api/discente/${kid(child)}/consentimento`, { finalidade: 'fotos_turma', concedido });
    expect((await decide('davi', true)).json()).toMatchObject({
      finalidade: 'fotos_turma',
      concedido: true,
      vigente: true,
    });
    expect(await sees()).toEqual({ davi: true, theo: true });
    // Patrícia granted for Theo; Carlos refusing wins.
    expect((await decide('theo', false)).json()).toMatchObject({ concedido: false, vigente: false });
    expect(await sees()).toEqual({ davi: true, theo: false });
    expect((await decide('davi', false)).json()).toMatchObject({ concedido: false, vigente: false });
    expect(await sees()).toEqual({ davi: false, theo: false });
    expect((await decide('theo', true)).json()).toMatchObject({ concedido: true, vigente: true });
    expect(await sees()).toEqual({ davi: false, theo: true });

    const history = await t.database.db
      .select()
      .from(consentimento)
      .where(
        and(
          eq(consentimento.discenteId, kid('davi')),
          eq(consentimento.usuarioId, await usuarioId('carlos@lunna.demo')),
        ),
      );
    expect(history.map((h) => h.concedido).sort()).toEqual([false, true]);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.discenteId, kid('davi')));
    expect(audited.map((a) => a.acao)).toEqual(
      expect.arrayContaining(['consentimento_fotos_concedido', 'consentimento_fotos_recusado']),
    );
  });

  it('a decision by someone who is not (or no longer) an active guardian of the child does not count', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const [comDavi] = (await upload(ana, { idsDisc: [kid('davi')] })).json().itens;
    const mariana = await as('mariana@lunna.demo');
    await t.database.db.insert(consentimento).values({
      discenteId: kid('davi'),
      usuarioId: await usuarioId('mariana@lunna.demo'),
      finalidade: 'fotos_turma',
      concedido: true,
    });
    expect(await visibleIds(mariana, 'lucas')).not.toContain(comDavi.idMemoria);
    const staff = await (
      await as('ana.professora@lunna.demo')
    ).get(`/api/turma/${girassol()}/memoria/criancas`);
    expect(staff.json().find((c: { idDisc: string }) => c.idDisc === kid('davi')).fotosConsentidas).toBe(
      false,
    );
    expect(staff.json().find((c: { idDisc: string }) => c.idDisc === kid('lucas')).fotosConsentidas).toBe(
      true,
    );
  });

  it('GET/PUT consentimento: the child’s guardians only; bad input refused; nothing written', async () => {
    const mariana = await as('mariana@lunna.demo');
    const mine = await mariana.get(`/api/discente/${kid('lucas')}/consentimento`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ finalidade: 'fotos_turma', concedido: true, vigente: true }),
      ]),
    );
    const rows = async () =>
      (await t.database.db.select({ id: consentimento.id }).from(consentimento)).length;
    const before = await rows();
    expect((await mariana.get(`/api/discente/${kid('davi')}/consentimento`)).statusCode).toBe(403);
    expect(
      (
        await mariana.put(`/api/discente/${kid('davi')}/consentimento`, {
          finalidade: 'fotos_turma',
          concedido: true,
        })
      ).statusCode,
    ).toBe(403);
    const ana = await as('ana.professora@lunna.demo');
    expect(
      (
        await ana.put(`/api/discente/${kid('lucas')}/consentimento`, {
          finalidade: 'fotos_turma',
          concedido: true,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await (await as(outsider.email)).get(`/api/discente/${kid('lucas')}/consentimento`)).statusCode,
    ).toBe(403);
    const bad = await mariana.put(`/api/discente/${kid('lucas')}/consentimento`, {
      finalidade: 'marketing',
      concedido: 'sim',
    });
    expect(bad.statusCode).toBe(400);
    expect(await rows()).toBe(before);
  });
});

describe('lists, favourites and deletion', () => {
  it('pages newest first (or oldest first) without gaps or repeats; favourites filter', async () => {
    const ana = await as('ana.professora@lunna.demo');
    // Enough photos for more than one page, several in the same transaction (same created_at).
    await upload(ana, {}, await Promise.all(Array.from({ length: 10 }, () => png())));
    const mariana = await as('mariana@lunna.demo');
    const all = await visibleIds(mariana, 'lucas');
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(12);
    const rows = await t.database.db.select({ id: memoria.id, createdAt: memoria.createdAt }).from(memoria);
    const time = new Map(rows.map((r) => [r.id, r.createdAt.getTime()]));
    const times = all.map((id) => time.get(id)!);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const oldest = await visibleIds(mariana, 'lucas', 'ordem=antigas');
    expect(oldest).toEqual([...all].reverse());

    const alvo = all[3]!;
    expect((await mariana.put(`/api/memoria/${alvo}/favorito`, {})).json()).toEqual({ favorito: true });
    expect((await mariana.put(`/api/memoria/${alvo}/favorito`, {})).statusCode).toBe(200);
    expect(await visibleIds(mariana, 'lucas', 'favoritos=true')).toEqual([alvo]);
    const first = (await mariana.get(`/api/discente/${kid('lucas')}/memoria`)).json().itens;
    expect(first.find((m: { idMemoria: string }) => m.idMemoria === alvo).favorito).toBe(true);
    // Favourites are per guardian.
    expect(await visibleIds(await as('carlos@lunna.demo'), 'theo', 'favoritos=true')).toEqual([]);
    expect((await mariana.delete(`/api/memoria/${alvo}/favorito`)).json()).toEqual({ favorito: false });
    expect(await visibleIds(mariana, 'lucas', 'favoritos=true')).toEqual([]);
    expect((await ana.put(`/api/memoria/${alvo}/favorito`, {})).statusCode).toBe(403);

    expect(
      (await mariana.get(`/api/discente/${kid('lucas')}/memoria?cursor=bm90LWEtY3Vyc29y`)).statusCode,
    ).toBe(400);
    expect((await mariana.get(`/api/discente/${kid('lucas')}/memoria?ordem=aleatoria`)).statusCode).toBe(400);
  });

  it('staff list the class with every tag; an educator of another class and another school are refused', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const res = await ana.get(`/api/turma/${girassol()}/memoria`);
    expect(res.statusCode).toBe(200);
    expect(res.json().itens.length).toBeGreaterThan(0);
    expect(
      res.json().itens.every((m: { turma: { idTurma: string } }) => m.turma.idTurma === girassol()),
    ).toBe(true);
    expect(
      (await (await as('bruno.professor@lunna.demo')).get(`/api/turma/${girassol()}/memoria`)).statusCode,
    ).toBe(403);
    const outside = await as(outsider.email);
    expect((await outside.get(`/api/turma/${girassol()}/memoria`)).statusCode).toBe(403);
    expect((await outside.get(`/api/turma/${girassol()}/memoria/criancas`)).statusCode).toBe(403);
    const id = res.json().itens[0].idMemoria;
    expect((await outside.get(memoriaImagemPath(id, 'tela'))).statusCode).toBe(404);
    expect(
      (await (await as('bruno.professor@lunna.demo')).get(memoriaImagemPath(id, 'tela'))).statusCode,
    ).toBe(403);
  });

  it('the author or the director deletes a photo and its files; nobody else', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const [a, b] = (await upload(ana, { idsDisc: [kid('lucas')] }, [await png(), await png()])).json().itens;
    const files = storedFiles();
    for (const email of ['bruno.professor@lunna.demo', 'mariana@lunna.demo']) {
      expect((await (await as(email)).delete(`/api/memoria/${a.idMemoria}`)).statusCode).toBe(403);
    }
    expect((await (await as(outsider.email)).delete(`/api/memoria/${a.idMemoria}`)).statusCode).toBe(404);
    expect(storedFiles()).toBe(files);
    expect((await ana.delete(`/api/memoria/${a.idMemoria}`)).json()).toEqual({ ok: true });
    expect((await (await as('diretora@lunna.demo')).delete(`/api/memoria/${b.idMemoria}`)).statusCode).toBe(
      200,
    );
    expect(storedFiles()).toBe(files - 6);
    expect(
      await t.database.db.select().from(memoriaDiscente).where(eq(memoriaDiscente.memoriaId, a.idMemoria)),
    ).toEqual([]);
    expect((await ana.get(memoriaImagemPath(a.idMemoria, 'tela'))).statusCode).toBe(404);
  });
});

describe('demo seed', () => {
  it('has photos per class, Davi’s tagged photo hidden from other families, and consent for every child but Davi', async () => {
    const fresh = await createTestApp();
    try {
      const ids = new Map<string, string>();
      for (const child of demoChildren) {
        const [row] = await fresh.database.db
          .select({ id: discente.id })
          .from(discente)
          .where(eq(discente.cpfDisc, demoChildCpf(child.cpfBase)));
        ids.set(child.key, row!.id);
      }
      const list = async (email: string, child: string) =>
        (
          (
            await (await TestClient.signedIn(fresh.app, email)).get(`/api/discente/${ids.get(child)}/memoria`)
          ).json().itens as { descricao: string }[]
        ).map((m) => m.descricao);
      const horta = 'Regando a horta da escola juntos.';
      expect(await list('mariana@lunna.demo', 'lucas')).not.toContain(horta);
      expect(await list('patricia@lunna.demo', 'theo')).not.toContain(horta);
      expect(await list('carlos@lunna.demo', 'davi')).toContain(horta);
      expect((await list('mariana@lunna.demo', 'lucas')).length).toBeGreaterThanOrEqual(2);
      expect((await list('patricia@lunna.demo', 'alice')).length).toBeGreaterThanOrEqual(3);
      const granted = await fresh.database.db.select({ d: consentimento.discenteId }).from(consentimento);
      expect(new Set(granted.map((g) => g.d))).toEqual(
        new Set(['lucas', 'theo', 'sofia', 'alice'].map((k) => ids.get(k))),
      );
    } finally {
      await fresh.close();
    }
  });
});
