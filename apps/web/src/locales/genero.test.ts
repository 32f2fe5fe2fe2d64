import { describe, expect, it } from 'vitest';
import es from './es.json';
import fr from './fr.json';
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

// The product records no gender for a child (or for a guest): "Saída às 17:10", "chegou com Maria",
// "Boas-vindas", never "Buscado(a)", "trazido(a)", "Bem-vindo(a)" or "lo/la trajo".
describe('no hedged gender forms', () => {
  it.each([
    ['pt-BR', ptBR],
    ['es', es],
  ])('%s: no "-ado(a)", "-ido(a)", "-indo(a)" or "lo/la"', (_, catalogue) => {
    expect(
      texts(catalogue).filter(([, text]) => /\p{L}(ad|id|íd|ind)o\(a\)|\blo\/la\b/iu.test(text)),
    ).toEqual([]);
  });
});

describe('no hedged gender forms in French', () => {
  it('no "(e)"', () => {
    // \p{L}, not \w: \w misses accented letters, and French hedges follow one (arrivé(e)).
    expect(texts(fr).filter(([, text]) => /\p{L}\(e\)/u.test(text))).toEqual([]);
  });
});
