import type { KeyboardEvent } from 'react';

/**
 * A message box's keys: Enter sends, Shift+Enter starts a new line. Enter while composing an accented letter
 * (an input method) belongs to the composition, not to sending.
 */
export function sendOnEnter(send: () => void) {
  return (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
}
