import { screen } from '@testing-library/preact';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTexts } from '../test/render';
import { Dialog } from './dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Envie a foto">
        <button type="button" onClick={() => setOpen(false)}>
          Continuar
        </button>
      </Dialog>
    </>
  );
}

/** Lets pending promise callbacks (a render) run, but no timer or animation frame (a passive effect). */
const afterMicrotasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('the modal dialog', () => {
  // The page behind an open modal is inert: a person (or a test) who goes on typing in the page the moment
  // the dialog's content is gone must find the modal closed already, not a frame later.
  it('is shown and closed as part of the render that changes `open`, not a frame later', async () => {
    renderWithTexts(<Opener />);
    const dialog = document.querySelector('dialog')!;
    screen.getByRole('button', { name: 'Abrir' }).click();
    await afterMicrotasks();
    await afterMicrotasks();
    expect(dialog.open).toBe(true);

    screen.getByRole('button', { name: 'Continuar' }).click();
    await afterMicrotasks();
    await afterMicrotasks();
    expect(screen.queryByRole('button', { name: 'Continuar' })).toBeNull();
    expect(dialog.open).toBe(false);
  });
});
