import { eq } from 'drizzle-orm';
import { memoriaImagemPath } from '@lunna/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atividade, discente } from '../db/schema';
import { demoIds } from '../contexts/conta/privacidade/privacidade.test-support';
import { TestClient } from '../test/http-client';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Personal and health data must never be kept by a shared cache (a proxy, a CDN) nor in the browser's disk
 * cache, where it outlives the session on a shared family computer: every API answer is `no-store`
 * unless its route declares itself public.
 */
let t: TestApp;
let d: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  d = await demoIds(t);
});
afterAll(() => t.close());

const noStore = (res: { statusCode: number; headers: Record<string, unknown> }, what: string) =>
  expect({ what, status: res.statusCode, cacheControl: res.headers['cache-control'] }).toEqual({
    what,
    status: expect.any(Number),
    cacheControl: 'no-store',
  });

describe('Cache-Control on the API', () => {
  it("a guardian's reads of the child's record, health card, profile, photos and export are no-store", async () => {
    const mariana = await d.as('mariana@lunna.demo');
    const lucas = d.kid('lucas');
    const [row] = await t.database.db
      .select({ imgDisc: discente.imgDisc })
      .from(discente)
      .where(eq(discente.id, lucas));
    // An activity of Lucas's class with a photo (the seed's have none: the child's photo stands in for one).
    const [umaAtividade] = await t.database.db.select({ id: atividade.id }).from(atividade).limit(1);
    await t.database.db
      .update(atividade)
      .set({ imagem: row!.imgDisc })
      .where(eq(atividade.id, umaAtividade!.id));
    const memorias = (await mariana.get(`/api/discente/${lucas}/memoria`)).json() as {
      itens: { idMemoria: string }[];
    };
    expect(memorias.itens.length).toBeGreaterThan(0);
    const idMemoria = memorias.itens[0]!.idMemoria;

    const reads: [string, string][] = [
      ['the child', `/api/discente/${lucas}`],
      ['the children', '/api/discente'],
      [
        'the guardian and her children with their health record',
        '/api/responsavel/email/mariana%40lunna.demo',
      ],
      ['her own data', '/api/responsavel/me'],
      ['her account', '/api/conta'],
      ['the session', '/api/sessao'],
      ['the dashboard', `/api/discente/${lucas}/painel`],
      ["today's attendance", `/api/discente/${lucas}/presenca/hoje`],
      ['who may pick up', `/api/discente/${lucas}/autorizados`],
      ['the access log', `/api/discente/${lucas}/acessos`],
      ["the child's photo", `/api/images?filename=${row!.imgDisc}`],
      ['a memory photo', memoriaImagemPath(idMemoria, 'tela')],
      ['a memory photo, full size', memoriaImagemPath(idMemoria, 'original')],
      ["an activity's photo", `/api/atividade/${umaAtividade!.id}/imagem`],
    ];
    for (const [what, url] of reads) {
      const res = await mariana.get(url);
      expect(res.statusCode, `${what}: ${url}`).toBe(200);
      noStore(res, what);
    }

    const asked = await mariana.post('/api/privacidade/exportacao');
    await t.app.jobs.runDue(new Date());
    const zip = await mariana.get(`/api/privacidade/exportacao/${asked.json().idExportacao}/arquivo`);
    expect(zip.statusCode).toBe(200);
    noStore(zip, 'the export ZIP');
  });

  it("staff reads of the child card and the children's photos are no-store", async () => {
    const ana = await d.as('ana.professora@lunna.demo');
    const lucas = d.kid('lucas');
    const [row] = await t.database.db
      .select({ imgDisc: discente.imgDisc })
      .from(discente)
      .where(eq(discente.id, lucas));
    for (const [what, url] of [
      ['the child card (health)', `/api/discente/${lucas}/ficha`],
      ["the school's children", '/api/discente/resumo'],
      ["a child's photo", `/api/images?filename=${row!.imgDisc}`],
    ] as const) {
      const res = await ana.get(url);
      expect(res.statusCode, what).toBe(200);
      noStore(res, what);
    }
  });

  it('refusals, errors and unknown API paths are no-store too', async () => {
    const mariana = await d.as('mariana@lunna.demo');
    noStore(await new TestClient(t.app).get(`/api/discente/${d.kid('lucas')}`), 'anonymous (401)');
    const forbidden = await mariana.get(`/api/discente/${d.kid('davi')}`);
    expect(forbidden.statusCode).toBe(403);
    noStore(forbidden, "another family's child (403)");
    const bad = await mariana.get('/api/images?filename=..%2Fsecrets.json');
    expect(bad.statusCode).toBe(400);
    noStore(bad, 'a bad file name (400)');
    const unknown = await mariana.get('/api/nada-aqui');
    expect(unknown.statusCode).toBe(404);
    noStore(unknown, 'an unknown API path (404)');
  });

  it('only routes that declare themselves public are cacheable, and only their successful answers', async () => {
    const planos = await new TestClient(t.app).get('/api/planos');
    expect(planos.statusCode).toBe(200);
    expect(planos.headers['cache-control']).toBe('public, max-age=60');
    const sockjs = await new TestClient(t.app).get('/api/realtime/sockjs.min.js');
    expect(sockjs.statusCode).toBe(200);
    expect(sockjs.headers['cache-control']).toBe('public, max-age=86400');
    // A public route's error is not kept either.
    const badQuery = await new TestClient(t.app).get('/api/planos?idioma=xx');
    expect(badQuery.statusCode).toBe(400);
    noStore(badQuery, 'a public route that failed');
  });
});
