import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useSignOut } from '../../lib/use-sign-out';
import { useChatAoVivo, useNaoLidasChat } from '../../features/chat';
import { NotificationBell } from '../../features/notificacoes';
import { AguardandoTurma, PortalFrame } from '../../features/portal';
import { ePaginaDeTurma, useAguardandoTurma } from '../../lib/aguardando-turma';
import { OfflineNotice } from '../../components/offline-notice';
import { registerServiceWorker, usePushSubscriptionSync } from '../../lib/pwa';
import { useMyUsuarioId, useSession } from '../../lib/session';
import { useRealtimeConnection } from '../../lib/stomp-client';

/**
 * The portal frame, with signing out, the notifications bell and the chat's unread badge supplied by their
 * features; the live connection is open while the portal is. A family waiting for a class gets the waiting
 * state in place of the class pages.
 */
export default function PortalLayout() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const session = useSession();
  // The cookie signs the connection in; it is made again when another account signs in.
  useRealtimeConnection(useMyUsuarioId() ?? session.data?.email);
  useChatAoVivo();
  // The installable app: its service worker (offline copies, device notifications) starts from the portal only.
  useEffect(registerServiceWorker, []);
  usePushSubscriptionSync(useSession().data?.email);
  const naoLidas = useNaoLidasChat().data?.total ?? 0;
  // A family whose children are in no class yet sees the calm waiting state instead of a class's empty page.
  const aguardando = useAguardandoTurma();
  const { pathname } = useLocation();
  const navBadges =
    naoLidas > 0
      ? { '/chat': { count: naoLidas, label: t('chat.naoLidas', { count: naoLidas }) } }
      : undefined;
  return (
    <PortalFrame
      onSignOut={() => signOut.mutate()}
      signingOut={signOut.isPending}
      topBar={<NotificationBell />}
      navBadges={navBadges}
    >
      <OfflineNotice />
      {aguardando && ePaginaDeTurma(pathname) ? <AguardandoTurma estado={aguardando} as="h1" /> : <Outlet />}
    </PortalFrame>
  );
}
