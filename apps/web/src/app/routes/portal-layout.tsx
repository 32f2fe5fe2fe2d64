import { Outlet } from 'react-router';
import { useSignOut } from '../../features/auth';
import { NotificationBell } from '../../features/notificacoes';
import { PortalFrame } from '../../features/portal';

/** The portal frame, with signing out and the notifications bell supplied by their features. */
export default function PortalLayout() {
  const signOut = useSignOut();
  return (
    <PortalFrame onSignOut={() => signOut.mutate()} signingOut={signOut.isPending} topBar={<NotificationBell />}>
      <Outlet />
    </PortalFrame>
  );
}
