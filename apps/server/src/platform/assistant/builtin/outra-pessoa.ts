import { normalizar, semAcentos } from './texto';

/**
 * Names in a question that are not anyone the asking family may ask about: "Qual a alergia da Alice?",
 * "Quem busca o Theo?". A capitalised word after an article or preposition is a name; it is fine when it
 * belongs to the family's own world (the child, the educators, the pickup list, the school, a dish).
 */
const ANTES_DE_NOME = new Set([
  'do',
  'da',
  'dos',
  'das',
  'o',
  'a',
  'de',
  'pro',
  'pra',
  'para',
  'sobre',
  'com',
  'the',
  'of',
  'about',
  'for',
  'el',
  'la',
  'del',
  'al',
  'le',
  'au',
  'à',
  'sur',
  'que',
  'is',
  'does',
  'did',
  'can',
]);

const NOME = /^\p{Lu}[\p{Ll}'-]{2,}$/u;

/** Capitalised words that are not people a question could be about ("pelo amor de Deus"). */
const NAO_SAO_PESSOAS = new Set(['deus', 'god', 'dios', 'dieu', 'jesus', 'senhor', 'lumi', 'lunna', 'samu']);

/** Capitalised words of the question that read as someone's name. */
export function nomesCitados(question: string): string[] {
  const palavras = question
    .replace(/[?!.,;:()"“”]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const nomes: string[] = [];
  palavras.forEach((w, i) => {
    const antes = palavras[i - 1]?.toLowerCase();
    if (
      i > 0 &&
      antes &&
      ANTES_DE_NOME.has(antes) &&
      NOME.test(w) &&
      !NAO_SAO_PESSOAS.has(semAcentos(w.toLowerCase()))
    )
      nomes.push(w.replace(/'s$/, ''));
  });
  return nomes;
}

/** The names cited that are none of the allowed ones (compared without case or accents). */
export function nomesDeFora(question: string, permitidos: string[]): string[] {
  const conhecidos = new Set(permitidos.flatMap((p) => normalizar(p).trim().split(/\s+/)));
  return nomesCitados(question).filter((n) => !conhecidos.has(semAcentos(n.toLowerCase())));
}
