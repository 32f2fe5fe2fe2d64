import { describe, expect, it } from 'vitest';
import ptBR from './pt-BR.json';

function texts(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([k, v]) => texts(v, prefix ? `${prefix}.${k}` : k));
}

// Issue 28: a child's name needs no hedged article: "perfil de Lucas", never "perfil do(a) Lucas".
describe('pt-BR names', () => {
  it('no "do(a)" / "da(o)" before a name', () => {
    expect(texts(ptBR).filter(([, text]) => /\b(do\(a\)|da\(o\)) \{\{/.test(text))).toEqual([]);
  });
});
