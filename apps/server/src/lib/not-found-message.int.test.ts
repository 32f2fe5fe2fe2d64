import crypto from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestClient } from '../test/http-client';
import { createTestApp, type TestApp } from '../test/test-app';

// Issue 28: the 404 a family or the school reads agrees in gender with what was not found.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('a missing child answers 404 "Criança não encontrada"; a missing class "Turma não encontrada"', async () => {
  const diretora = await TestClient.signedIn(t.app, 'diretora@lunna.demo');
  const child = await diretora.get(`/api/discente/${crypto.randomUUID()}`);
  expect(child.statusCode).toBe(404);
  expect(child.json()).toEqual({ code: 'NOT_FOUND', message: 'Criança não encontrada' });
  const turma = await diretora.get(`/api/turma/${crypto.randomUUID()}`);
  expect(turma.statusCode).toBe(404);
  expect(turma.json()).toEqual({ code: 'NOT_FOUND', message: 'Turma não encontrada' });
});
