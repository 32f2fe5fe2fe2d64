import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AcessoList } from '@lunna/contract';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { demoIds } from '../../contexts/conta/privacidade/privacidade.test-support';

let t: TestApp;
let d: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  d = await demoIds(t);
});
afterAll(() => t.close());

const auditRows = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;

describe('reads written to the access log', () => {
  it('a family reading its own children writes no audit row', async () => {
    const mariana = await d.as('mariana@lunna.demo');
    const lucas = d.kid('lucas');
    const own = (await mariana.get('/api/discente')).json() as {
      idDisc: string;
      imgDisc: string | null;
      capaDisc: string | null;
    }[];
    const photos = own.flatMap((c) => [c.imgDisc, c.capaDisc]).filter((f): f is string => !!f);
    const before = await auditRows();

    expect((await mariana.get('/api/responsavel/email/mariana%40lunna.demo')).statusCode).toBe(200);
    expect((await mariana.get('/api/discente')).statusCode).toBe(200);
    expect((await mariana.get(`/api/discente/${lucas}`)).statusCode).toBe(200);
    expect((await mariana.get(`/api/discente/${lucas}/historico`)).statusCode).toBe(200);
    expect((await mariana.get(`/api/discente/${lucas}/diario`)).statusCode).toBe(200);
    for (const photo of photos)
      expect((await mariana.get(`/api/images?filename=${photo}`)).statusCode).toBe(200);

    expect(await auditRows()).toBe(before);
  });

  it("staff reads are still written, one row per child read, and the family sees them in the child's access log", async () => {
    const mariana = await d.as('mariana@lunna.demo');
    const diretora = await d.as('diretora@lunna.demo');
    const before = (await mariana.get(`/api/discente/${d.kid('lucas')}/acessos`)).json() as AcessoList;
    const rows = await auditRows();

    const school = (await diretora.get('/api/discente')).json() as unknown[];
    expect(school.length).toBeGreaterThan(1);
    expect(await auditRows()).toBe(rows + school.length);
    expect((await diretora.get(`/api/discente/${d.kid('lucas')}/ficha`)).statusCode).toBe(200);

    const after = (await mariana.get(`/api/discente/${d.kid('lucas')}/acessos`)).json() as AcessoList;
    expect(after.itens.length).toBe(before.itens.length + 2);
    expect(
      after.itens
        .slice(0, 2)
        .map((i) => i.item)
        .sort(),
    ).toEqual(['ficha_crianca', 'perfil']);
    expect(after.itens[0]).toMatchObject({ nome: 'Helena Martins', papel: 'gestor', tipo: 'leitura' });
  });
});
