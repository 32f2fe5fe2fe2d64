import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plano } from '../../../db/schema';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const anon = () => new TestClient(t.app);

describe('GET /api/planos', () => {
  it('lists the plans on sale in order, prices in reais, texts in Portuguese by default', async () => {
    const res = await anon().get('/api/planos');
    expect(res.statusCode).toBe(200);
    const planos = res.json();
    expect(planos.map((p: { id: string }) => p.id)).toEqual(['sementinha', 'brincadeira', 'crescer']);
    expect(planos[1]).toEqual({
      id: 'brincadeira',
      nomePlan: 'Brincadeira',
      valor: 1800,
      precodesconto: 1440,
      subtitulo: 'Para escolas com várias turmas e períodos.',
      beneficios: expect.arrayContaining(['Tudo do plano Sementinha']),
      porAluno: false,
      alunosMin: 1,
      alunosMax: 960,
    });
    expect(planos[1].beneficios).toHaveLength(5);
    expect(planos[2]).toMatchObject({
      valor: null,
      precodesconto: 1,
      porAluno: true,
      alunosMin: 961,
      alunosMax: null,
    });
  });

  it('answers in the asked language, and refuses an unknown one', async () => {
    const en = (await anon().get('/api/planos?idioma=en')).json();
    expect(en[0].subtitulo).toBe('For daycares that are just starting to grow.');
    expect(en[0].beneficios[0]).toBe('Unlimited classes, notices and routines');
    const fr = (await anon().get('/api/planos?idioma=fr')).json();
    expect(fr[1].beneficios[0]).toBe("Tout ce qu'offre Sementinha");
    const bad = await anon().get('/api/planos?idioma=de');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
  });

  it('leaves out a plan withdrawn from sale', async () => {
    await t.database.db.update(plano).set({ ativo: false }).where(eq(plano.id, 'sementinha'));
    try {
      const ids = (await anon().get('/api/planos')).json().map((p: { id: string }) => p.id);
      expect(ids).toEqual(['brincadeira', 'crescer']);
    } finally {
      await t.database.db.update(plano).set({ ativo: true }).where(eq(plano.id, 'sementinha'));
    }
  });
});
