import { expect, test } from '@playwright/test';
import { randomCpf } from './support';

test('server answers health', async ({ request }) => {
  expect(randomCpf()).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
  const res = await request.get('/api/health');
  expect(await res.json()).toEqual({ status: 'ok', database: 'up' });
});
