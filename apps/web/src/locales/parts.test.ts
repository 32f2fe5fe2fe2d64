import { describe, expect, it } from 'vitest';
import ptBR from './pt-BR.json';
import { cataloguePart, PAGE_TEXT_GROUPS } from './parts';

describe('catalogue parts', () => {
  it('every group of page texts is a group of the catalogue', () => {
    expect(PAGE_TEXT_GROUPS.filter((group) => !(group in ptBR))).toEqual([]);
  });

  it('the two parts hold every group exactly once', () => {
    const shell = cataloguePart(ptBR, 'shell');
    const pages = cataloguePart(ptBR, 'pages');
    expect(Object.keys(pages).sort()).toEqual([...PAGE_TEXT_GROUPS].sort());
    expect(Object.keys(shell).filter((group) => group in pages)).toEqual([]);
    expect({ ...shell, ...pages }).toEqual(ptBR);
  });

  it('keeps the texts the dashboards show in the first part', () => {
    const shell = cataloguePart(ptBR, 'shell');
    for (const group of ['common', 'errors', 'validation', 'portal', 'alertas', 'diario', 'turmas'])
      expect(shell).toHaveProperty(group);
  });
});
