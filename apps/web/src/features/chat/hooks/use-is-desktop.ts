import { useSyncExternalStore } from 'react';

/** The portal frame's wide layout (sidebar beside the page) starts here: the chat shows list and conversation side by side. */
const WIDE = '(min-width: 900px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const read = () => window.matchMedia(WIDE).matches;

export const useIsDesktop = () => useSyncExternalStore(subscribe, read, () => true);
