import { describe, expect, it } from 'vitest';
import { novoClientId } from './client-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('novoClientId', () => {
  it('is a v4 uuid, also where randomUUID is missing (a page not served over https)', () => {
    expect(novoClientId()).toMatch(UUID_V4);
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const ids = new Set(Array.from({ length: 50 }, () => novoClientId(insecure)));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
