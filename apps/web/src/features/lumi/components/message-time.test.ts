import { describe, expect, it } from 'vitest';
import { messageTime } from './message-time';

describe('messageTime', () => {
  const now = new Date(2026, 10, 10, 15, 0);
  it('shows only the time for a message of today, the date too for an older one', () => {
    expect(messageTime(new Date(2026, 10, 10, 9, 5).toISOString(), 'pt-BR', now)).toBe('09:05');
    expect(messageTime(new Date(2026, 10, 3, 18, 30).toISOString(), 'pt-BR', now)).toBe('03/11, 18:30');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(messageTime('ontem', 'pt-BR', now)).toBe('');
  });
});
