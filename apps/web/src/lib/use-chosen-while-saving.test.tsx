import { act, renderHook } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { useChosenWhileSaving } from './use-chosen-while-saving';

function render(initial: { lido: boolean }) {
  return renderHook(({ saved }) => useChosenWhileSaving(saved), { initialProps: { saved: initial } });
}

describe('a setting saved as soon as it moves', () => {
  it('shows the choice at once, and keeps showing it after a save that ends before the page has the saved value', () => {
    const view = render({ lido: false });
    act(() => view.result.current.choose({ lido: true }));
    expect(view.result.current.shown.lido).toBe(true);
    act(() => view.result.current.settle({ ok: true }, null));
    expect(view.result.current.shown.lido).toBe(true);
    view.rerender({ saved: { lido: true } });
    expect(view.result.current.shown.lido).toBe(true);
  });

  it('goes back to the saved value when the save fails', () => {
    const view = render({ lido: false });
    act(() => view.result.current.choose({ lido: true }));
    act(() => view.result.current.settle(undefined, new Error('offline')));
    expect(view.result.current.shown.lido).toBe(false);
  });

  it('follows the saved value again once it has caught up with the choice', () => {
    const view = render({ lido: false });
    act(() => view.result.current.choose({ lido: true }));
    act(() => view.result.current.settle({ ok: true }, null));
    view.rerender({ saved: { lido: true } });
    // Changed elsewhere later (another device): that shows.
    view.rerender({ saved: { lido: false } });
    expect(view.result.current.shown.lido).toBe(false);
  });
});
