import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A deep link (/escola#assinatura, /configuracao#seguranca) scrolls to its section once the page says its
 * content has loaded: the browser's own jump happens before the sections exist, or lands off once the
 * sections above it grow. Each hash scrolls once, so a later refetch does not pull the reader back.
 */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  const scrolled = useRef<string | null>(null);
  useEffect(() => {
    if (!hash) {
      scrolled.current = null;
      return;
    }
    if (!ready || scrolled.current === hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    scrolled.current = hash;
    target.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}
