import { useEffect, useRef } from 'react';

/**
 * Keeps a native <dialog> in step with `open`: shown as a modal (the browser traps focus, closes on
 * Escape and returns focus to the opener) or closed. Escape reports back through the dialog's onClose.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
