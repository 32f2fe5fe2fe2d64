import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A notification links to `/avisos#aviso-{id}`: once the list is there, bring that card into view. */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'center' });
  }, [ready, hash]);
  return hash.startsWith('#aviso-') ? hash.slice('#aviso-'.length) : null;
}
