import type SanitizeHtml from 'sanitize-html';
import { TAGS_RESPOSTA_LUMI } from '@lunna/contract';
import { lazyRequire } from '../../../lib/lazy-require';

// Loaded with the first answer to clean, not at start.
const loadSanitizeHtml = lazyRequire<typeof SanitizeHtml>('sanitize-html');

/**
 * Whatever a provider produced (the built-in answerer escapes data, a model may write anything), only
 * p, h1, h2, br and links to the app's own screens reach the page: scripts, handlers, styles, images and
 * outside links are dropped, their text kept as text.
 */
export function sanitizarResposta(html: string): string {
  const limpo = loadSanitizeHtml()(html, {
    allowedTags: [...TAGS_RESPOSTA_LUMI],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
    // A link that does not point at a screen of the app keeps its text, not its address.
    exclusiveFilter: (frame) =>
      frame.tag === 'a' && !/^\/(?!\/)[\w\-/?=&#.%]*$/.test(frame.attribs.href ?? ''),
  });
  return limpo.trim();
}
