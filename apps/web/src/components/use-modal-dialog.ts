import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps a native <dialog> in step with `open`: shown as a modal (the browser traps focus, closes on
 * Escape and returns focus to the opener) or closed. Escape reports back through the dialog's onClose.
 *
 * A layout effect, so the modal opens and closes in the same render that changes `open`. A passive effect
 * runs a frame later: for that frame the content was already gone while the page behind stayed inert,
 * and whatever was typed into the page then was lost, its focus taken back to the opener.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
