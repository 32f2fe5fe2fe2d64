import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sendOnEnter } from './send-on-enter';

const key = (init: { key: string; shiftKey?: boolean; isComposing?: boolean }) => {
  const preventDefault = vi.fn();
  const event = {
    key: init.key,
    shiftKey: init.shiftKey ?? false,
    nativeEvent: { isComposing: init.isComposing ?? false },
    preventDefault,
  };
  return { event: event as unknown as KeyboardEvent<HTMLTextAreaElement>, preventDefault };
};

describe('sendOnEnter', () => {
  it('sends on Enter and keeps the newline out of the box', () => {
    const send = vi.fn();
    const { event, preventDefault } = key({ key: 'Enter' });
    sendOnEnter(send)(event);
    expect(send).toHaveBeenCalledOnce();
    expect(preventDefault).toHaveBeenCalledOnce();
  });

  it.each([
    ['Shift+Enter (a new line)', { key: 'Enter', shiftKey: true }],
    ['Enter that ends an accent being composed', { key: 'Enter', isComposing: true }],
    ['any other key', { key: 'a' }],
  ])('does nothing on %s', (_name, init) => {
    const send = vi.fn();
    const { event, preventDefault } = key(init);
    sendOnEnter(send)(event);
    expect(send).not.toHaveBeenCalled();
    expect(preventDefault).not.toHaveBeenCalled();
  });
});
