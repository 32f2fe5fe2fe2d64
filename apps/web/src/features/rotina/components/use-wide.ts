import { useSyncExternalStore } from 'react';

const QUERY = '(min-width: 960px)';

/** Whether the 5×5 grid fits; below it the week is shown one day at a time. */
export function useWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(QUERY);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}
