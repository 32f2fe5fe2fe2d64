import { useLayoutEffect, useRef, type RefObject } from 'react';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Keeps a scrolling conversation where the reader expects it: at the newest message when one arrives
 * (instantly on opening, smoothly afterwards), and on the same message when older ones are added above.
 * `newest` and `oldest` identify the last and first messages shown.
 */
export function useScrollToNewest(
  ref: RefObject<HTMLElement | null>,
  newest: string | undefined,
  oldest: string | undefined,
) {
  const seen = useRef<{ newest: string | undefined; oldest: string | undefined; height: number } | null>(
    null,
  );
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const before = seen.current;
    if (!before || before.newest !== newest) {
      const opening = before?.newest === undefined; // the history just loaded: no glide from the top
      el.scrollTo({ top: el.scrollHeight, behavior: opening || prefersReducedMotion() ? 'auto' : 'smooth' });
    } else if (before.oldest !== oldest) {
      // The scroll position is still the one from before the insertion (overflow-anchor is off): move by what was added.
      el.scrollTop += el.scrollHeight - before.height;
    }
    seen.current = { newest, oldest, height: el.scrollHeight };
  }, [ref, newest, oldest]);
}
