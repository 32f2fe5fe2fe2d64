import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AcessoList } from '@lunna/contract';
import { auditLog, historicoAlteracao } from '../../../db/schema';
import { otherSchoolStaff } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { demoIds } from './privacidade.test-support';

let t: TestApp;
let d: Awaited<ReturnType<typeof demoIds>>;
let outsider: Awaited<ReturnType<typeof otherSchoolStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  d = await demoIds(t);
  outsider = await otherSchoolStaff(t.database.db, 'gestor');
});
afterAll(() => t.close());

const acessos = (client: TestClient, child: string, cursor?: string) =>
  client.get(`/api/discente/${d.kid(child)}/acessos${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);

describe('GET /api/discente/:idDisc/acessos', () => {
  it('lists an educator opening the child card, newest first, and never the family’s own actions', async () => {
    const mariana = await d.as('mariana@lunna.demo');
    const before = (await acessos(mariana, 'lucas')).json() as AcessoList;
    // The guardian's own reads and decisions are not "access by the school".
    await mariana.get(`/api/discente/${d.kid('lucas')}/historico`);
    await mariana.put(`/api/discente/${d.kid('lucas')}/consentimento`, {
      finalidade: 'assistente_externo',
      concedido: false,
    });

    const ana = await d.as('ana.professora@lunna.demo');
    expect((await ana.get(`/api/discente/${d.kid('lucas')}/ficha`)).statusCode).toBe(200);

    const after = await acessos(mariana, 'lucas');
    expect(after.statusCode).toBe(200);
    const list = after.json() as AcessoList;
    expect(list.itens.length).toBe(before.itens.length + 1);
    expect(list.itens[0]).toMatchObject({
      nome: 'Ana Beatriz Rocha',
      papel: 'pedagogo',
      tipo: 'leitura',
      item: 'ficha_crianca',
    });
    expect(Date.now() - new Date(list.itens[0]!.quando).getTime()).toBeLessThan(60_000);
    // Sofia's log is Sofia's: Ana does not teach her and nothing was read.
    expect(
      (await acessos(mariana, 'sofia'))
        .json()
        .itens.some((i: { nome: string }) => i.nome === 'Ana Beatriz Rocha'),
    ).toBe(false);
  });

  it('lists staff changes to the record, but not the school’s custody restrictions', async () => {
    const db = t.database.db;
    const escolaId = await d.escolaId();
    const diretora = await d.usuarioId('diretora@lunna.demo');
    const mariana = await d.usuarioId('mariana@lunna.demo');
    const base = {
      escolaId,
      discenteId: d.kid('lucas'),
      acao: 'alterado' as const,
      createdAt: new Date(Date.now() + 1000),
    };
    await db.insert(historicoAlteracao).values([
      { ...base, usuarioId: diretora, entidade: 'autorizado_busca' },
      {
        ...base,
        usuarioId: diretora,
        entidade: 'restricao_custodia',
        createdAt: new Date(Date.now() + 2000),
      },
      { ...base, usuarioId: mariana, entidade: 'ficha_med', createdAt: new Date(Date.now() + 3000) },
    ]);
    const list = (await acessos(await d.as('mariana@lunna.demo'), 'lucas')).json() as AcessoList;
    expect(list.itens[0]).toMatchObject({
      nome: 'Helena Martins',
      papel: 'gestor',
      tipo: 'alteracao',
      item: 'lista_busca',
    });
    expect(list.itens.filter((i) => i.tipo === 'alteracao')).toHaveLength(1);
  });

  it('pages through everything without gaps or repeats', async () => {
    const db = t.database.db;
    const escolaId = await d.escolaId();
    const bruno = await d.usuarioId('bruno.professor@lunna.demo');
    const at = new Date('2020-01-01T12:00:00Z');
    // Several in the same instant, to prove the cursor keeps its place among equal times.
    await db.insert(auditLog).values(
      Array.from({ length: 27 }, (_, i) => ({
        escolaId,
        usuarioId: bruno,
        discenteId: d.kid('sofia'),
        acao: i % 2 ? 'ler_foto' : 'ler_perfil',
        createdAt: new Date(at.getTime() + Math.floor(i / 3) * 1000),
      })),
    );
    const mariana = await d.as('mariana@lunna.demo');
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await acessos(mariana, 'sofia', cursor);
      expect(res.statusCode).toBe(200);
      const page = res.json() as AcessoList;
      seen.push(...page.itens.map((i) => i.idAcesso));
      cursor = page.proximoCursor ?? undefined;
      pages++;
    } while (cursor);
    const total = (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(sql`discente_id = ${d.kid('sofia')} and usuario_id = ${bruno}`)
    )[0]!.n;
    expect(pages).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(total);
  });

  it('only the child’s guardians: others 403, unknown child 404, anonymous 401, bad cursor 400', async () => {
    const carlos = await d.as('carlos@lunna.demo');
    expect((await acessos(carlos, 'lucas')).statusCode).toBe(403);
    expect((await acessos(await d.as('ana.professora@lunna.demo'), 'lucas')).statusCode).toBe(403);
    expect((await acessos(await d.as('diretora@lunna.demo'), 'lucas')).statusCode).toBe(403);
    const other = await acessos(await d.as(outsider.email), 'lucas');
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Lucas');
    expect((await carlos.get('/api/discente/00000000-0000-4000-8000-000000000000/acessos')).statusCode).toBe(
      404,
    );
    expect((await new TestClient(t.app).get(`/api/discente/${d.kid('lucas')}/acessos`)).statusCode).toBe(401);
    const bad = await acessos(await d.as('mariana@lunna.demo'), 'lucas', 'bm9wZQ');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
  });
});
