import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { apiReferenceMarkdown } from './api-reference';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

it('docs/api.md matches the schemas (run `npm run docs:api` after changing a route)', () => {
  const committed = fs.readFileSync(new URL('../../../../docs/api.md', import.meta.url), 'utf8');
  expect(committed).toBe(apiReferenceMarkdown(t.app));
});

it('serves the OpenAPI document with every route', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  expect(Object.keys(res.json().paths)).toEqual(
    expect.arrayContaining(['/api/responsavel', '/api/discente/{idDisc}', '/api/senha/codigo']),
  );
});
