import { describe, expect, it } from 'vitest';
import { alergenosMencionados, cardapioPayload } from './cardapio';
import { msg } from './messages';

describe('alergenosMencionados', () => {
  it.each([
    ['Amendoim', ['amendoim']],
    ['Leite de vaca (APLV)', ['leite']],
    ['APLV', ['leite']],
    ['intolerância à LACTOSE', ['leite']],
    ['Ovo', ['ovo']],
    ['peanut', ['amendoim']],
    ['Maní', ['amendoim']],
    ['cacahuète', ['amendoim']],
    ['arachides', ['amendoim']],
    ['paçoca', ['amendoim']],
    ['œufs et blé', ['ovo', 'gluten']],
    ['Camarão e castanha-do-pará', ['crustaceos', 'castanhas']],
    ['tree nuts', ['castanhas']],
    ['doença celíaca; gergelim', ['gluten', 'gergelim']],
    ['huevo, soja y pescado', ['ovo', 'soja', 'peixe']],
  ])('%s → %j', (texto, esperado) => {
    expect(alergenosMencionados(texto)).toEqual(esperado);
  });

  it('reads whole words only: "nut" is not in "peanut", "ovo" is not in "novo"', () => {
    expect(alergenosMencionados('peanut')).not.toContain('castanhas');
    expect(alergenosMencionados('peanuts and nuts')).toEqual(['amendoim', 'castanhas']);
    expect(alergenosMencionados('nada de novo')).toEqual([]);
    expect(alergenosMencionados('Manila')).toEqual([]);
  });

  it('takes phrases before the words inside them', () => {
    expect(alergenosMencionados('leite de coco')).toEqual([]);
    expect(alergenosMencionados('peanut butter')).toEqual(['amendoim']);
    expect(alergenosMencionados('leite de soja e leite de vaca')).toEqual(['leite', 'soja']);
    expect(alergenosMencionados('noz-moscada')).toEqual([]);
  });

  it('gives nothing for an empty or missing record', () => {
    expect(alergenosMencionados(null)).toEqual([]);
    expect(alergenosMencionados('')).toEqual([]);
    expect(alergenosMencionados('Nenhuma')).toEqual([]);
  });
});

describe('cardapioPayload', () => {
  const ok = {
    data: '2027-03-01',
    refeicao: 'almoco',
    horario: '10:00',
    prato: 'Arroz, feijão e frango',
    alergenos: ['soja', 'amendoim'],
    ilustracao: 'arroz_feijao',
  };

  it('keeps the allergens in the canonical order', () => {
    expect(cardapioPayload.parse(ok).alergenos).toEqual(['amendoim', 'soja']);
  });

  it('refuses a weekend, an unknown meal or allergen, and a missing dish', () => {
    const issues = (v: object) =>
      cardapioPayload.safeParse({ ...ok, ...v }).error?.issues.map((i) => i.message);
    expect(issues({ data: '2027-03-06' })).toEqual([msg.cardapioDiaUtil]);
    expect(issues({ refeicao: 'ceia' })).toEqual([msg.refeicaoInvalida]);
    expect(issues({ alergenos: ['mostarda'] })).toEqual([msg.alergenoInvalido]);
    expect(issues({ prato: '  ' })).toEqual([msg.obrigatorio]);
  });
});
