import { TAGS_RESPOSTA_LUMI } from '@lunna/contract';
import DOMPurify from 'dompurify';

/** Only links to screens of the app: a path on this site, never `//host` or a scheme. */
export const isInternalPath = (href: string | null): href is string =>
  Boolean(href && href.startsWith('/') && !href.startsWith('//'));

// An instance of its own, so the hook below never touches other uses of DOMPurify.
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A' && !isInternalPath(node.getAttribute('href'))) node.removeAttribute('href');
});

/** The answer's own headings sit below the page's title: h1 becomes h2, h2 becomes h3. */
const DEMOTED: Record<string, string> = { H1: 'h2', H2: 'h3' };

/**
 * An answer may end with its own "Fonte: <a>…</a>" line (the spec's `html` stands alone for other clients).
 * The page shows the sources as small links under the answer, so that line is dropped here rather than
 * shown twice: a last paragraph whose links all go to the answer's sources, with only a short label besides.
 */
function dropSourcesLine(fragment: DocumentFragment, sourceLinks: readonly string[]) {
  const last = fragment.lastElementChild;
  if (last?.nodeName !== 'P') return;
  const links = [...last.querySelectorAll('a')];
  if (links.length === 0 || !links.every((a) => sourceLinks.includes(a.getAttribute('href') ?? ''))) return;
  const besides = links
    .reduce((text, a) => text.replace(a.textContent ?? '', ''), last.textContent ?? '')
    .replace(/[\s,;]/g, '');
  if (besides.length <= 20 && besides.endsWith(':')) last.remove();
}

/**
 * Lumi's answer as safe markup: the server already sanitises it, and the browser does again, whatever a
 * provider produced: only p, h1, h2, br and a (with an internal href and nothing else) survive.
 */
export function sanitizeAnswer(html: string, sourceLinks: readonly string[] = []): string {
  const fragment = purifier.sanitize(html, {
    ALLOWED_TAGS: [...TAGS_RESPOSTA_LUMI],
    ALLOWED_ATTR: ['href'],
    RETURN_DOM_FRAGMENT: true,
  });
  dropSourcesLine(fragment, sourceLinks);
  for (const heading of fragment.querySelectorAll('h1, h2')) {
    const replacement = document.createElement(DEMOTED[heading.nodeName]!);
    replacement.append(...heading.childNodes);
    heading.replaceWith(replacement);
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
