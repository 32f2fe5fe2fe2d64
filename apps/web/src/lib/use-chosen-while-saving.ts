import { useState } from 'react';

/**
 * What a setting that saves as soon as it moves shows: the person's choice at once, then the saved value.
 * A controlled checkbox that does not move under the finger reads as "it did not work", and one that moves
 * back for a moment after saving (the save ends before the page has the saved value) reads the same. So the
 * choice shows until the saved value agrees with it, or until the save fails: pass `settle` as the save's
 * `onSettled`, and after an error the saved value shows again.
 */
export function useChosenWhileSaving<T extends object>(saved: T) {
  const [chosen, setChosen] = useState<Partial<T>>({});
  const keys = Object.keys(chosen) as (keyof T)[];
  const caughtUp = keys.length > 0 && keys.every((key) => Object.is(chosen[key], saved[key]));
  // The saved value now says the same: from here on it is what shows, and later changes to it are seen.
  // (Set while rendering, as for any state derived from what came before: the render starts over at once.)
  if (caughtUp) setChosen({});
  return {
    shown: { ...saved, ...chosen } as T,
    choose: (changes: Partial<T>) => setChosen((before) => ({ ...before, ...changes })),
    settle: (_data?: unknown, error?: unknown) => {
      if (error) setChosen({});
    },
  };
}
