import { useEffect, useState, type ComponentType } from 'react';
import { onReauthNeeded } from '../lib/reauth';
import type { ReauthDialogProps } from './reauth-dialog';

/**
 * Mounted once with the app: answers the API client's requests for the password (lib/reauth.ts). The dialog
 * and its form code are downloaded on the first such request, so no page pays for them up front; when they
 * cannot be downloaded (offline), the request is refused as if cancelled.
 */
export function ReauthHost() {
  const [Dialog, setDialog] = useState<ComponentType<ReauthDialogProps> | null>(null);
  // The waiting request's answer: set while the dialog is open.
  const [settle, setSettle] = useState<((confirmed: boolean) => void) | null>(null);

  useEffect(
    () =>
      onReauthNeeded(() =>
        import('./reauth-dialog').then(
          ({ ReauthDialog }) =>
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
