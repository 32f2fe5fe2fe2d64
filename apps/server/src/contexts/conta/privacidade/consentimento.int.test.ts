import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentimentoDetalhe } from '@lunna/contract';
import { consentimento } from '../../../db/schema';
import { otherSchoolStaff } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { consentimentoAtual } from './consentimento.service';
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

const url = (child: string) => `/api/discente/${d.kid(child)}/consentimento`;
const rows = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(consentimento))[0]!.n;
const pick = (list: ConsentimentoDetalhe[], finalidade: string) =>
  list.find((c) => c.finalidade === finalidade)!;

describe('consent per child', () => {
  it('has both purposes; the assistant is off until a guardian decides; decisions are versioned with date and who', async () => {
    const mariana = await d.as('mariana@lunna.demo');
    const first = (await mariana.get(url('lucas'))).json() as ConsentimentoDetalhe[];
    expect(first.map((c) => c.finalidade).sort()).toEqual(['assistente_externo', 'fotos_turma']);
    expect(pick(first, 'assistente_externo')).toEqual({
      finalidade: 'assistente_externo',
      concedido: null,
      decididoEm: null,
      vigente: false,
      historico: [],
    });
    expect(pick(first, 'fotos_turma')).toMatchObject({
      concedido: true,
      vigente: true,
      historico: [expect.objectContaining({ concedido: true, proprio: true })],
    });
    expect(await consentimentoAtual(t.database.db, d.kid('lucas'), 'assistente_externo')).toBe(false);

    const on = await mariana.put(url('lucas'), { finalidade: 'assistente_externo', concedido: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      finalidade: 'assistente_externo',
      concedido: true,
      vigente: true,
      historico: [{ concedido: true, nome: 'Mariana Souza', proprio: true }],
    });
    expect(await consentimentoAtual(t.database.db, d.kid('lucas'), 'assistente_externo')).toBe(true);
    // The photo decision is a different purpose: unchanged.
    expect(await consentimentoAtual(t.database.db, d.kid('lucas'), 'fotos_turma')).toBe(true);

    const off = (
      await mariana.put(url('lucas'), { finalidade: 'assistente_externo', concedido: false })
    ).json() as ConsentimentoDetalhe;
    expect(off).toMatchObject({ concedido: false, vigente: false });
    expect(off.historico.map((h) => h.concedido)).toEqual([false, true]);
    expect(new Date(off.historico[0]!.decididoEm).getTime()).toBeGreaterThanOrEqual(
      new Date(off.historico[1]!.decididoEm).getTime(),
    );
    expect(await consentimentoAtual(t.database.db, d.kid('lucas'), 'assistente_externo')).toBe(false);
  });

  it('with two guardians, one refusal prevails and each sees the other’s decisions by name', async () => {
    const patricia = await d.as('patricia@lunna.demo');
    const carlos = await d.as('carlos@lunna.demo');
    await patricia.put(url('theo'), { finalidade: 'assistente_externo', concedido: true });
    expect(await consentimentoAtual(t.database.db, d.kid('theo'), 'assistente_externo')).toBe(true);
    const refused = (
      await carlos.put(url('theo'), { finalidade: 'assistente_externo', concedido: false })
    ).json() as ConsentimentoDetalhe;
    expect(refused.vigente).toBe(false);
    expect(refused.historico.map((h) => [h.nome.split(' ')[0], h.concedido, h.proprio])).toEqual([
      ['Carlos', false, true],
      ['Patrícia', true, false],
    ]);
    const seen = pick((await patricia.get(url('theo'))).json(), 'assistente_externo');
    expect(seen).toMatchObject({ concedido: true, vigente: false });
  });

  it('only the child’s guardians read or change it; bad input 400; nothing written', async () => {
    const before = await rows();
    const mariana = await d.as('mariana@lunna.demo');
    for (const body of [
      { finalidade: 'marketing', concedido: true },
      { finalidade: 'assistente_externo', concedido: 'sim' },
      { finalidade: 'assistente_externo' },
      {},
    ]) {
      const res = await mariana.put(url('lucas'), body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect(
      (await mariana.put(url('theo'), { finalidade: 'assistente_externo', concedido: true })).statusCode,
    ).toBe(403);
    expect((await mariana.get(url('theo'))).statusCode).toBe(403);
    const ana = await d.as('ana.professora@lunna.demo');
    expect((await ana.get(url('lucas'))).statusCode).toBe(403);
    expect(
      (await ana.put(url('lucas'), { finalidade: 'assistente_externo', concedido: true })).statusCode,
    ).toBe(403);
    expect(
      (
        await (
          await d.as(outsider.email)
        ).put(url('lucas'), { finalidade: 'assistente_externo', concedido: true })
      ).statusCode,
    ).toBe(403);
    expect(
      (await new TestClient(t.app).put(url('lucas'), { finalidade: 'assistente_externo', concedido: true }))
        .statusCode,
    ).toBe(401);
    expect(await rows()).toBe(before);
  });
});
