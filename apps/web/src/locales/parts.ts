/**
 * The portal catalogue travels in two parts per language. The first holds the texts of every screen the
 * portal opens on (its frame, both dashboards, the offline pages, errors and form messages); the second,
 * these groups, holds the texts of the other pages and of the forms behind dialogs, and is downloaded with
 * the first such page or dialog (lib/i18n.ts `loadPageTexts`). Each group is a top-level key of
 * locales/<language>.json; a group is listed here only when no dashboard screen uses it.
 */
export const PAGE_TEXT_GROUPS = [
  'login',
  'fields',
  'deficiencia',
  'upload',
  'registration',
  'recovery',
  'picker',
  'confirmEmail',
  'flow',
  'pagamento',
  'quemBusca',
  'convites',
  'mural',
  'atividades',
  'enquetes',
  'memorias',
  'bannerEdit',
  'addChild',
  'requests',
  'profileEdit',
  'settings',
  'preferencias',
  'privacidade',
  'conta',
  'security',
  'equipe',
  'lumi',
  'reauth',
] as const;

/** The two parts' names: the first is the language's catalogue as before, the second its page texts. */
export type CataloguePart = 'shell' | 'pages';

/** Splits a whole catalogue into one of its parts. */
export function cataloguePart(
  catalogue: Record<string, unknown>,
  part: CataloguePart,
): Record<string, unknown> {
  const pages = new Set<string>(PAGE_TEXT_GROUPS);
  return Object.fromEntries(
    Object.entries(catalogue).filter(([group]) => pages.has(group) === (part === 'pages')),
  );
}
