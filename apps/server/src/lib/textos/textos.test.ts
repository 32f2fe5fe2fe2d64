import { idiomas } from '@lunna/contract';
import { describe, expect, it } from 'vitest';
import en from './en';
import es from './es';
import fr from './fr';
import ptBR from './pt-BR';
import { dataLocal, diaMesLocal, horaLocal, lista, listaLocal, periodo, t } from './textos';

const chaves = (o: object, p = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${p}${k}`] : chaves(v as object, `${p}${k}.`),
  );

describe('the server texts catalogue', () => {
  it('has the same keys in every language', () => {
    for (const c of [en, es, fr]) expect(chaves(c).sort()).toEqual(chaves(ptBR).sort());
  });

  it('names no gender for a child or a guest in any text (the product records none)', () => {
    // \p{L}, not \w: \w misses accented letters, and French hedges follow one ("arrivé(e)").
    const hedged = /\p{L}\((a|e|o)\)|\blo\/la\b/u;
    for (const c of [ptBR, es, fr]) {
      const textos = chaves(c).map((k) => t(c === ptBR ? 'pt-BR' : c === es ? 'es' : 'fr', k as never, {}));
      expect(textos.filter((x) => hedged.test(x))).toEqual([]);
    }
  });

  it('interpolates, with the time in the reader’s form', () => {
    const vars = { crianca: 'Theo', hora: '16:05', pessoa: 'Vó Maria' };
    expect(idiomas.map((l) => t(l, 'presenca.saida.texto', vars))).toEqual([
      'Theo saiu às 16:05 com Vó Maria',
      'Theo was picked up at 4:05 PM by Vó Maria',
      'Theo salió a las 16:05 con Vó Maria',
      'Theo a quitté l’école à 16:05 avec Vó Maria',
    ]);
  });

  it('chooses plural forms and contexts, and translates categories and priorities', () => {
    expect(t('pt-BR', 'aviso.pendentes.texto', { count: 1 })).toBe(
      '1 responsável ainda não confirmou a leitura',
    );
    expect(t('pt-BR', 'aviso.pendentes.texto', { count: 2 })).toBe(
      '2 responsáveis ainda não confirmaram a leitura',
    );
    expect(t('es', 'aviso.pendentes.texto', { count: 3 })).toBe(
      '3 responsables aún no confirmaron la lectura',
    );
    expect(t('en', 'alerta.ausencia.texto', { context: 'anonimo', recado: 'Fever.' })).toBe(
      'The guardian: Fever.',
    );
    expect(t('fr', 'alerta.atencao.titulo', { crianca: 'Lucas', categoria: 'febre' })).toBe(
      'Lucas a besoin d’attention : Fièvre',
    );
    expect(t('es', 'comum.assuntoPrioridade', { prioridade: 'Atenção', titulo: 'x' })).toBe(
      'Lunna · Atención: x',
    );
  });

  it('writes free text as typed (plain text, nothing escaped)', () => {
    expect(t('en', 'presenca.falta.texto', { crianca: 'Theo', motivo: '<b> & "febre"' })).toBe(
      'The school recorded Theo as absent today. Reason: <b> & "febre"',
    );
  });

  it('writes times and dates in the locale’s form', () => {
    expect(horaLocal('07:42', 'pt-BR')).toBe('07:42');
    expect(horaLocal('07:42', 'en')).toBe('7:42 AM');
    expect(dataLocal('2026-11-09', 'fr')).toBe('09/11/2026');
    expect(dataLocal('2026-11-09', 'es')).toBe('09/11/2026');
    expect(dataLocal('2026-11-09', 'en')).toBe('11/09/2026');
  });

  it('writes a pickup period, a list of names and the app’s relations in the reader’s words; a typed relation as typed', () => {
    const vars = (inicio: string | null, fim: string | null, parentesco: string) => ({
      autor: 'Carlos Lima',
      nome: 'Rosa Souza',
      parentesco,
      crianca: 'Theo',
      periodo: periodo(inicio, fim),
    });
    expect(t('pt-BR', 'autorizado.criado.texto', vars('2026-11-27', '2026-11-27', 'Avó'))).toBe(
      'Carlos Lima autorizou Rosa Souza (Avó) a buscar Theo na sexta-feira, 27/11.',
    );
    expect(t('pt-BR', 'autorizado.criado.texto', vars('2026-11-28', '2026-11-28', 'Avó'))).toBe(
      'Carlos Lima autorizou Rosa Souza (Avó) a buscar Theo no sábado, 28/11.',
    );
    expect(t('en', 'autorizado.criado.texto', vars('2026-11-23', '2026-11-27', 'avó'))).toBe(
      'Carlos Lima authorised Rosa Souza (Grandmother) to pick up Theo from 11/23 to 11/27.',
    );
    expect(t('es', 'autorizado.criado.texto', vars(null, null, 'Vizinha'))).toBe(
      'Carlos Lima autorizó a Rosa Souza (Vizinha) a recoger a Theo sin fecha de término.',
    );
    expect(t('fr', 'autorizado.criado.texto', vars('2026-11-27', '2026-11-27', 'Mother'))).toBe(
      'Carlos Lima a autorisé Rosa Souza (Mère) à venir chercher Theo le vendredi 27/11.',
    );
    const nomes = lista(['Ana Lima', 'Bia Souza', 'Caio Alves']);
    expect(t('pt-BR', 'autorizado.mudanca.liberada', { crianca: 'Theo', nomes })).toBe(
      'A escola liberou de novo a busca de Theo por Ana Lima, Bia Souza e Caio Alves.',
    );
    expect(t('en', 'autorizado.mudanca.liberada', { crianca: 'Theo', nomes })).toBe(
      'The school has allowed Ana Lima, Bia Souza, and Caio Alves to pick up Theo again.',
    );
  });

  it('joins lists of names and writes day and month the reader’s way', () => {
    expect(listaLocal(['Ana', 'Theo', 'Lucas'], 'pt-BR')).toBe('Ana, Theo e Lucas');
    expect(listaLocal(['Ana', 'Theo'], 'fr')).toBe('Ana et Theo');
    expect(t('en', 'conta.exclusao.mantidas', { criancas: ['Ana', 'Theo', 'Lucas'], count: 3 })).toBe(
      'Ana, Theo, and Lucas stay with another guardian.',
    );
    expect(t('pt-BR', 'conta.exclusao.apagadas', { criancas: ['Sofia'], count: 1 })).toBe(
      'Sem outro responsável, foram apagados os dados de Sofia.',
    );
    expect(diaMesLocal('2026-11-09', 'pt-BR')).toBe('09/11');
    expect(diaMesLocal('2026-11-09', 'es')).toBe('09/11');
    expect(diaMesLocal('2026-11-09', 'en')).toBe('11/09');
  });
});

/**
 * Every text, written in every language with sample values: nothing left unfilled ("{{"), no key shown in
 * place of a text, and English, Spanish and French not a copy of the Portuguese (a text pasted untranslated).
 */
describe('every server text in all four languages', () => {
  const AMOSTRA: Record<string, unknown> = {
    hora: '07:42',
    data: '2026-11-27',
    diaMes: '2026-11-27',
    diaSemana: '2026-11-27',
    quando: periodo('2026-11-23', '2026-11-27'),
    lista: ['Ana Lima', 'Bia Souza'],
    parentesco: 'Avó',
    prioridade: 'Importante',
    categoria: 'febre',
    incidente: 'queda',
    unidade: 'ml',
  };
  // The values a text asks for: `{{nome}}` a name, `{{x, formato}}` the format's sample, `count` a plural.
  const valores = (texto: string): Record<string, unknown> =>
    Object.fromEntries(
      [...texto.matchAll(/\{\{\s*(\w+)\s*(?:,\s*(\w+))?\s*\}\}/g)].map(([, nome, formato]) => [
        nome,
        formato ? (AMOSTRA[formato] ?? 'Theo') : nome === 'count' ? 2 : 'Theo',
      ]),
    );
  const SUFIXO = /_(one|other|zero|anonimo|recado|motivo|aparelho|tambem|semCriancas|gestor|pedagogo)$/;
  const base = (chave: string) => chave.replace(SUFIXO, '');
  // A plural form is asked for by its count, a context by its name.
  const forma = (chave: string): Record<string, unknown> => {
    const sufixo = SUFIXO.exec(chave)?.[1];
    if (!sufixo) return {};
    if (sufixo === 'one') return { count: 1 };
    if (sufixo === 'other' || sufixo === 'zero') return { count: sufixo === 'zero' ? 0 : 2 };
    return { context: sufixo };
  };
  const catalogos = { 'pt-BR': ptBR, en, es, fr } as const;
  const folhas = (o: object, p = ''): [string, string][] =>
    Object.entries(o).flatMap(([k, v]) =>
      typeof v === 'string' ? [[`${p}${k}`, v] as [string, string]] : folhas(v as object, `${p}${k}.`),
    );
  // Texts that are rightly the same word in Portuguese and in that language (checked one by one).
  const IGUAIS = new Set([
    'en:ficha.campo.qtdMed',
    'fr:ficha.campo.qtdMed',
    'es:diario.incidente.tipo.mordida',
    'es:diario.autorizacao.unidade.gotas',
    'es:prioridade.Importante',
    'es:ficha.campo.comidasAlergicas',
    'es:ficha.campo.remedios',
    'es:ficha.campo.cuidados',
    'es:pagamento.periodo.semestral',
    'es:pagamento.periodo.anual',
  ]);
  const semPalavras = (texto: string) =>
    /^[\s\p{P}\p{S}\d]*$/u.test(texto.replace(/\{\{[^}]+\}\}/g, '').replace(/\b(Lunna|ml|mg|Normal)\b/g, ''));

  it.each(idiomas)('%s: every text is whole and none is a key', (idioma) => {
    const problemas = folhas(catalogos[idioma]).flatMap(([chave, texto]) => {
      const escrito = t(idioma, base(chave) as never, { ...valores(texto), ...forma(chave) } as never);
      return escrito.includes('{{') || escrito === base(chave) || escrito.trim() === ''
        ? [`${chave}: ${escrito}`]
        : [];
    });
    expect(problemas).toEqual([]);
  });

  it.each(['en', 'es', 'fr'] as const)('%s: no text is a copy of the Portuguese', (idioma) => {
    const pt = new Map(folhas(ptBR));
    const copias = folhas(catalogos[idioma]).filter(
      ([chave, texto]) => texto === pt.get(chave) && !semPalavras(texto) && !IGUAIS.has(`${idioma}:${chave}`),
    );
    expect(copias.map(([chave, texto]) => `${chave}: ${texto}`)).toEqual([]);
  });
});
