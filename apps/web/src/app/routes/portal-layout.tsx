import { Outlet } from 'react-router';
import { useSignOut } from '../../features/auth';
import { PortalFrame } from '../../features/portal';

/** The portal frame, with signing out supplied by the auth feature. */
export default function PortalLayout() {
  const signOut = useSignOut();
  return (
    <PortalFrame onSignOut={() => signOut.mutate()} signingOut={signOut.isPending}>
      <Outlet />
    </PortalFrame>
  );
}
