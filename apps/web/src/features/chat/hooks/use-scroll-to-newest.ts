import { useLayoutEffect, useRef, type RefObject } from 'react';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Closer than this to the bottom counts as reading the newest messages. */
const NEAR_BOTTOM_PX = 120;

/**
 * Keeps the conversation where the reader expects it: at the newest message on opening, when the person
 * sends one, or when one arrives while they were at the bottom (not while they read older ones); and on the
 * same message when older ones are added above. `newest` and `oldest` identify the last and first shown.
 */
export function useScrollToNewest(
  ref: RefObject<HTMLElement | null>,
  newest: { id: string; mine: boolean } | undefined,
  oldest: string | undefined,
) {
  const seen = useRef<{
    newest: string | undefined;
    oldest: string | undefined;
    height: number;
    bottom: number;
  } | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const before = seen.current;
    if (!before || before.newest !== newest?.id) {
      const opening = before?.newest === undefined;
      const wasAtBottom = !before || before.height - before.bottom < NEAR_BOTTOM_PX;
      if (opening || newest?.mine || wasAtBottom)
        el.scrollTo({
          top: el.scrollHeight,
          behavior: opening || prefersReducedMotion() ? 'auto' : 'smooth',
        });
    } else if (before.oldest !== oldest) {
      // The position is still the one from before the insertion (overflow-anchor is off): move by what was added.
      el.scrollTop += el.scrollHeight - before.height;
    }
    seen.current = {
      newest: newest?.id,
      oldest,
      height: el.scrollHeight,
      bottom: el.scrollTop + el.clientHeight,
    };
  }, [ref, newest?.id, newest?.mine, oldest]);

  // Where the reader is, for the next arrival.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onScroll = () => {
      if (seen.current)
        seen.current = { ...seen.current, height: el.scrollHeight, bottom: el.scrollTop + el.clientHeight };
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [ref]);
}
