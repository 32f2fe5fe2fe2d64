import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { discente, lumiMensagem } from '../../../db/schema';
import { demoChildCpf, demoChildren } from '../../../db/seed/demo-data';
import { startFakeOpenAi, type FakeOpenAi } from '../../../platform/assistant/openai-fake-server';
import { TestClient } from '../../../test/http-client';
import { seededSchoolDay } from '../../../test/school-calendar';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Lumi with an OpenAI-compatible model configured: a fake chat-completions server on loopback. */
let t: TestApp;
let fake: FakeOpenAi;
let lucas: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    env: { LUMI_BASE_URL: fake.baseUrl, LUMI_MODEL: 'modelo-local', LUMI_TIMEOUT_MS: '1500' },
  });
  const lucasDemo = demoChildren.find((c) => c.key === 'lucas')!;
  const [row] = await t.database.db
    .select({ id: discente.id })
    .from(discente)
    .where(eq(discente.cpfDisc, demoChildCpf(lucasDemo.cpfBase)));
  lucas = row!.id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  // "Amanhã" and "sexta" are read on a Wednesday of the seeded week, whatever day the suite runs on.
  t.clock.set(seededSchoolDay(3));
});

const ask = async (c: TestClient, question: string) => {
  const res = await c.post(`/api/lunna-ia/chat?${new URLSearchParams({ question, idDisc: lucas })}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    html: string;
    resposta: { idMensagem: string; encaminhamento: { motivo: string } | null };
  };
};
const provedorDe = async (idMensagem: string) =>
  (
    await t.database.db
      .select({ provedor: lumiMensagem.provedor })
      .from(lumiMensagem)
      .where(eq(lumiMensagem.id, idMensagem))
  )[0]!.provedor;

describe('Lumi with an OpenAI-compatible model', () => {
  it('sends no child data to the model until a guardian consents; then the model answers through the tools, sanitised', async () => {
    const mariana = await TestClient.signedIn(t.app, 'mariana@lunna.demo');
    const sem = await ask(mariana, 'O que ele vai comer na sexta?');
    expect(fake.requests).toHaveLength(0);
    expect(await provedorDe(sem.resposta.idMensagem)).toBe('interno');

    const consent = await mariana.put(`/api/discente/${lucas}/consentimento`, {
      finalidade: 'assistente_externo',
      concedido: true,
    });
    expect(consent.statusCode, consent.body).toBe(200);
    const com = await ask(mariana, 'O que ele vai comer na sexta?');
    expect(fake.requests.length).toBeGreaterThanOrEqual(2);
    expect(fake.requests[0]!.body?.model).toBe('modelo-local');
    // The model read the menu through its tool, scoped to Lucas.
    const toolResult = JSON.stringify(fake.requests.at(-1)!.body?.messages);
    expect(toolResult).toContain('Frutas da estação com granola');
    expect(await provedorDe(com.resposta.idMensagem)).toBe('openai');
    // Whatever markup the model wrote, nothing active reaches the page.
    expect(com.html).not.toMatch(/<script|<img|onerror/);
  });

  it('an emergency never reaches the model; a failing model falls back to the built-in answer', async () => {
    const mariana = await TestClient.signedIn(t.app, 'mariana@lunna.demo');
    const emergencia = await ask(mariana, 'Ele engasgou e não está respirando!');
    expect(emergencia.resposta.encaminhamento?.motivo).toBe('emergencia');
    expect(fake.requests).toHaveLength(0);

    fake.mode = 'error-500';
    const falhou = await ask(mariana, 'Qual o almoço de amanhã?');
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(await provedorDe(falhou.resposta.idMensagem)).toBe('interno');
    expect(falhou.html).toMatch(/Almoço \(10:00\)/);

    fake.mode = 'slow';
    fake.delayMs = 5000;
    const lento = await ask(mariana, 'Qual o almoço de amanhã?');
    expect(lento.html).toMatch(/Almoço \(10:00\)/);
  });
});
