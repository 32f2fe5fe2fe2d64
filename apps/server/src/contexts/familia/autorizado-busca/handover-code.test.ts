import { describe, expect, it } from 'vitest';
import { handoverCode, sameCode } from './handover-code';

describe('hand-over code', () => {
  const child = '6f1c2b9e-0000-4000-8000-000000000001';

  it('is six digits, stable within a day for the same pickup', () => {
    const code = handoverCode('secret', child, '2026-11-20', 0);
    expect(code).toMatch(/^\d{6}$/);
    expect(handoverCode('secret', child, '2026-11-20', 0)).toBe(code);
  });

  it('changes with the day, the child, the secret and after each check-out', () => {
    const code = handoverCode('secret', child, '2026-11-20', 0);
    const others = [
      handoverCode('secret', child, '2026-11-19', 0),
      handoverCode('secret', child.replace(/1$/, '2'), '2026-11-20', 0),
      handoverCode('other', child, '2026-11-20', 0),
      handoverCode('secret', child, '2026-11-20', 1),
    ];
    for (const other of others) expect(other).not.toBe(code);
  });

  it('compares codes exactly', () => {
    expect(sameCode('012345', '012345')).toBe(true);
    expect(sameCode('012345', '012346')).toBe(false);
    expect(sameCode('012345', '12345')).toBe(false);
  });
});
