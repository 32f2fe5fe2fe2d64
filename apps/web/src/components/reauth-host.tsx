import { useEffect, useState, type ComponentType } from 'react';
import { loadPageTexts } from '../lib/i18n';
import { onReauthNeeded } from '../lib/reauth';
import type { ReauthDialogProps } from './reauth-dialog';

/**
 * Mounted once with the app: answers the API client's requests for the password (lib/reauth.ts). The dialog
 * and its form code (with the page texts of the catalogue) are downloaded on the first such request, so no page pays for them up front; when they
 * cannot be downloaded (offline), the request is refused as if cancelled.
 */
export function ReauthHost() {
  const [Dialog, setDialog] = useState<ComponentType<ReauthDialogProps> | null>(null);
  // The waiting request's answer: set while the dialog is open.
  const [settle, setSettle] = useState<((confirmed: boolean) => void) | null>(null);

  useEffect(
    () =>
      onReauthNeeded(() =>
        Promise.all([import('./reauth-dialog'), loadPageTexts()]).then(
          ([{ ReauthDialog }]) =>
            new Promise<boolean>((resolve) => {
              setDialog(() => ReauthDialog);
              setSettle(() => resolve);
            }),
          () => false,
        ),
      ),
    [],
  );

  if (!Dialog) return null;
  return (
    <Dialog
      open={settle !== null}
      onClose={(confirmed) => {
        settle?.(confirmed);
        setSettle(null);
      }}
    />
  );
}
