/**
 * Text as the answerer reads it: lower case, no accents, the shorthand parents type on phones spelled
 * out ("hj" → "hoje", "oq" → "o que"), so one pattern covers "Amanhã", "amanha" and "amnh".
 */
const ABREVIACOES: Record<string, string> = {
  hj: 'hoje',
  hje: 'hoje',
  amnh: 'amanha',
  amh: 'amanha',
  vc: 'voce',
  vcs: 'voces',
  oq: 'o que',
  oque: 'o que',
  q: 'que',
  pq: 'porque',
  tb: 'tambem',
  tbm: 'tambem',
  td: 'tudo',
  msm: 'mesmo',
  qdo: 'quando',
  qnd: 'quando',
  qto: 'quanto',
  qts: 'quantas',
  cmg: 'comigo',
  p: 'para',
  pra: 'para',
  pro: 'para o',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  u: 'you',
  whats: 'what is',
  "what's": 'what is',
};

export function semAcentos(text: string): string {
  return text.normalize('NFD').replace(/\p{Mn}/gu, '');
}

/** Lower case, accents removed, punctuation and hyphens as spaces (apostrophes kept for French), shorthand expanded. */
export function normalizar(text: string): string {
  const words = semAcentos(text.toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae').replace(/ß/g, 'ss'))
    .replace(/[’`´]/g, "'")
    // "tomorrow's menu" is the menu of tomorrow; "petit-déjeuner", "sexta-feira" are two words.
    .replace(/'s\b/g, '')
    .replace(/[^a-z0-9':/\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => ABREVIACOES[w] ?? w);
  return ` ${words.join(' ')} `;
}

/** Whether any of the patterns occurs in normalised text (patterns are written normalised, as regex sources). */
export function contem(normalizado: string, padroes: readonly RegExp[]): boolean {
  return padroes.some((p) => p.test(normalizado));
}

/** Builds word-bounded patterns from plain phrases ("nao respira" matches " ... nao respira ... "). */
export function frases(...lista: string[]): RegExp[] {
  return lista.map((f) => new RegExp(`(^|[\\s'])${f}`, 'u'));
}
