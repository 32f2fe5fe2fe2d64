import { useState } from 'react';

/**
 * What a setting that saves as soon as it moves shows: the person's choice at once, then the saved value.
 * The query cache only takes an optimistic change a tick later, and a controlled checkbox that does not move
 * under the finger reads as "it did not work". Call `settle` when the save ends (success or error): from then
 * on the saved value (or the one restored after an error) shows again.
 */
export function useChosenWhileSaving<T extends object>(saved: T) {
  const [chosen, setChosen] = useState<Partial<T>>({});
  return {
    shown: { ...saved, ...chosen } as T,
    choose: (changes: Partial<T>) => setChosen((before) => ({ ...before, ...changes })),
    settle: () => setChosen({}),
  };
}
