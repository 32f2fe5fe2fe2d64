import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { isInternalPath, sanitizeAnswer } from './sanitize-answer';
import styles from './lumi.module.css';

/**
 * Lumi's answer, sanitised, in the language Lumi answered in. Its links point at screens of the app: a plain click moves there with the
 * router (the conversation stays loaded) instead of reloading the page; a modified click opens a tab as usual.
 */
export function AnswerHtml({
  html,
  lang,
  sourceLinks,
}: {
  html: string;
  lang: string;
  sourceLinks: readonly string[];
}) {
  const navigate = useNavigate();
  const safe = useMemo(() => sanitizeAnswer(html, sourceLinks), [html, sourceLinks]);

  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href') ?? null;
    if (!isInternalPath(href)) return;
    event.preventDefault();
    void navigate(href);
  };

  // The click handler only intercepts the links inside; they stay real links for keyboard and screen readers.
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={styles.answer}
      lang={lang}
      onClick={followInternalLink}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
